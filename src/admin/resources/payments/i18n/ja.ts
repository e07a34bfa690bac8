import type { PaymentsMessages } from './en';

const ja: PaymentsMessages = {
  resources: {
    payments: {
      fields: {
        paidOn: '日付',
        payer: '支払者',
        user: '支払者（個人）',
        company: '会社',
        event: 'イベント',
        purpose: '目的',
        amount: '金額',
        method: '支払方法',
        status: 'ステータス',
        reference: '参照番号',
        note: 'メモ',
      },
      notifications: {
        created: '支払いを登録しました。',
        updated: '支払いを更新しました。',
      },
    },
  },
  app: {
    payments: {
      title: '支払い',
      createTitle: '支払いを登録',
      editTitle: '支払いを編集',
      add: '支払いを登録',
      backToList: '支払い一覧に戻る',
      searchHint: '支払者または参照番号で検索',
      none: '—',
      purposes: {
        membershipDues: '会費',
        eventRegistration: 'イベント登録',
        courseAccess: 'コース受講',
        sponsorship: 'スポンサーシップ',
        other: 'その他',
      },
      methods: {
        card: 'カード',
        check: '小切手',
        ach: 'ACH 振込',
        cash: '現金',
      },
      statuses: {
        pending: '保留中',
        paid: '支払済み',
        refunded: '返金済み',
        failed: '失敗',
      },
      totals: {
        label: '絞り込んだ支払いの合計',
        count: '%{smart_count} 件の支払い',
        total: '合計：%{amount}',
        status: '%{status}：%{amount}（%{count} 件）',
      },
      filters: {
        paidBetween: '日付',
        person: '個人',
        company: '会社',
      },
      export: {
        button: 'エクスポート',
        fetching: 'CSV ファイルを準備しています...',
      },
      actions: {
        edit: '%{name} の支払いを編集',
        view: '%{name} の支払いを表示',
        delete: '%{name} の支払いを削除',
      },
      form: {
        payer: '支払者',
        payerHelp: '個人、会社、またはその両方（会員が自社の分を支払う場合）。',
        selectUser: 'ユーザーを選択',
        selectCompany: '会社を選択',
        removeUser: '個人を外す',
        removeCompany: '会社を外す',
        noneChosen: '未選択',
        payerRequired: '支払者を選択してください：個人または会社',
        eventHelp: '任意：この支払いの対象イベント。名前を入力して検索します。',
        amountHelp: '米ドルで入力します（例：125 または 125.50）。',
        amountInvalid: '125 や 125.50 のようにドル金額を入力してください。',
        amountPositive: '金額は 0 ドルより大きくしてください。',
        amountDecimals: '小数点以下は 2 桁まで（セント単位）です。',
        amountMax: '金額は 100,000 ドル以下にしてください。',
        referenceHelp: '小切手番号、決済代行の取引 ID、または請求書番号。カード番号は絶対に入力しないでください。',
        noteHelp: 'カード番号などのカード情報は絶対に入力しないでください。受け付けられません。',
        save: '保存',
        update: '更新',
        delete: '削除',
        deleteTitle: '支払いの削除',
        deleteConfirm: 'この支払いを削除してもよろしいですか？',
        yes: 'はい',
        no: 'いいえ',
      },
      messages: {
        deleted: '支払いを削除しました。',
      },
    },
  },
};

export default ja;
