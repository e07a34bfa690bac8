import type { PaymentsMessages } from './en';

const zh: PaymentsMessages = {
  resources: {
    payments: {
      fields: {
        paidOn: '日期',
        payer: '付款人',
        user: '付款人（个人）',
        company: '公司',
        event: '活动',
        purpose: '用途',
        amount: '金额',
        method: '付款方式',
        status: '状态',
        reference: '参考号',
        note: '备注',
      },
      notifications: {
        created: '付款登记成功！',
        updated: '付款更新成功！',
      },
    },
  },
  app: {
    payments: {
      title: '付款',
      createTitle: '登记付款',
      editTitle: '编辑付款',
      add: '登记付款',
      backToList: '返回付款列表',
      searchHint: '按付款人或参考号搜索',
      none: '—',
      purposes: {
        membershipDues: '会费',
        eventRegistration: '活动报名',
        courseAccess: '课程访问',
        sponsorship: '赞助',
        other: '其他',
      },
      methods: {
        card: '银行卡',
        check: '支票',
        ach: 'ACH 转账',
        cash: '现金',
      },
      statuses: {
        pending: '待处理',
        paid: '已付款',
        refunded: '已退款',
        failed: '失败',
      },
      totals: {
        label: '筛选后付款的合计',
        count: '%{smart_count} 笔付款',
        total: '合计：%{amount}',
        status: '%{status}：%{amount}（%{count} 笔）',
      },
      filters: {
        paidBetween: '日期',
        person: '个人',
        company: '公司',
      },
      export: {
        button: '导出',
        fetching: '正在准备 CSV 文件...',
      },
      actions: {
        edit: '编辑 %{name} 的付款',
        view: '查看 %{name} 的付款',
        delete: '删除 %{name} 的付款',
      },
      form: {
        payer: '付款人',
        payerHelp: '个人、公司，或两者（会员为其公司付款）。',
        selectUser: '选择用户',
        selectCompany: '选择公司',
        removeUser: '移除个人',
        removeCompany: '移除公司',
        noneChosen: '未选择',
        payerRequired: '请选择付款人：个人或公司',
        eventHelp: '可选：此付款对应的活动。输入名称进行搜索。',
        amountHelp: '以美元计，例如 125 或 125.50。',
        amountInvalid: '请输入美元金额，例如 125 或 125.50。',
        amountPositive: '金额必须大于 0 美元。',
        amountDecimals: '最多两位小数（整美分）。',
        amountMax: '金额不得超过 100,000 美元。',
        referenceHelp: '支票号、支付处理商交易 ID 或发票号。切勿输入银行卡号。',
        noteHelp: '切勿输入银行卡号或其他卡信息：系统会拒绝。',
        save: '保存',
        update: '更新',
        delete: '删除',
        deleteTitle: '删除付款',
        deleteConfirm: '确定要删除此付款吗？',
        yes: '是',
        no: '否',
      },
      messages: {
        deleted: '付款删除成功！',
      },
    },
  },
};

export default zh;
