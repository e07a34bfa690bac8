import type { CoursesMessages } from './en';

const ja: CoursesMessages = {
  resources: {
    courses: {
      fields: {
        code: 'コード',
        title: 'タイトル',
        creditHours: '単位時間',
        delivery: '実施形式',
        description: '説明',
        isActive: '有効',
        eventCount: 'イベント',
        status: 'ステータス',
      },
      notifications: {
        created: 'コースを作成しました。',
        updated: 'コースを更新しました。',
      },
    },
  },
  app: {
    courses: {
      title: 'コース',
      searchHint: 'コードまたはタイトルで検索',
      add: 'コースを追加',
      createTitle: 'コースを追加',
      editTitle: 'コースを編集',
      backToList: 'コース一覧に戻る',
      deleted: 'コースを削除しました。',
      showEvents: '%{name} のイベントを表示',
      creditHoursHelp: '15分（0.25時間）単位で入力します。例：1.5、3.25',
      deliveries: {
        inPerson: '対面',
        online: 'オンライン',
        hybrid: 'ハイブリッド',
      },
      rules: {
        creditHours: '単位時間は 0〜99.75 の範囲で、15分（0.25時間）単位で入力してください（例：1.5、3.25）。',
      },
      form: {
        save: '保存',
        update: '更新',
        delete: '削除',
        deleteTitle: 'コースの削除',
        deleteConfirm: 'このコースを削除してもよろしいですか？',
        yes: 'はい',
        no: 'いいえ',
      },
      filters: {
        status: '有効ステータス',
      },
    },
  },
};

export default ja;
