import type { SponsorshipsMessages } from './en';

const zh: SponsorshipsMessages = {
  resources: {
    sponsorships: {
      name: '赞助',
      fields: {
        position: '排序',
        name: '名称',
        companyCount: '公司数量',
        createdAt: '创建日期',
        isActive: '启用',
      },
      notifications: {
        created: '赞助已成功创建！',
        updated: '赞助已成功更新！',
      },
    },
  },
  app: {
    sponsorships: {
      backToList: '返回赞助列表',
      title: '赞助',
      searchHint: '按名称搜索',
      add: '添加赞助',
      delete: '删除',
      deleted: '赞助已成功删除！',
      deleteTitle: '删除记录',
      deleteConfirm: '确定要删除此赞助吗？',
      yes: '是',
      no: '否',
      createTitle: '添加赞助',
      editTitle: '编辑赞助',
      showCompanies: '查看 %{name} 的公司',
      companiesTitle: '此赞助的公司',
      positionHelp: '列表按排序号排列；留空则排在最后。',
      form: {
        save: '保存',
        update: '更新',
      },
      picker: {
        title: '选择赞助',
      },
    },
  },
};

export default zh;
