import type { SponsorshipsMessages } from './en';

const ja: SponsorshipsMessages = {
  resources: {
    sponsorships: {
      name: 'スポンサーシップ',
      fields: {
        position: '順位',
        name: '名前',
        companyCount: '会社数',
        createdAt: '作成日',
        isActive: '有効',
      },
      notifications: {
        created: 'スポンサーシップを作成しました。',
        updated: 'スポンサーシップを更新しました。',
      },
    },
  },
  app: {
    sponsorships: {
      backToList: 'スポンサーシップ一覧に戻る',
      title: 'スポンサーシップ',
      searchHint: '名前で検索',
      add: 'スポンサーシップを追加',
      delete: '削除',
      deleted: 'スポンサーシップを削除しました。',
      deleteTitle: 'レコードの削除',
      deleteConfirm: 'このスポンサーシップを削除してもよろしいですか？',
      yes: 'はい',
      no: 'いいえ',
      createTitle: 'スポンサーシップを追加',
      editTitle: 'スポンサーシップを編集',
      showCompanies: '%{name} の会社を表示',
      companiesTitle: 'このスポンサーシップの会社',
      positionHelp: '一覧は順位の順に並びます。空欄にすると最後に追加されます。',
      form: {
        save: '保存',
        update: '更新',
      },
      picker: {
        title: 'スポンサーシップを選択',
      },
    },
  },
};

export default ja;
