import type { RolesMessages } from './en';

const ja: RolesMessages = {
  resources: {
    roles: {
      name: 'ロール',
      fields: {
        name: 'ロール名',
        isActive: '有効',
        status: 'ステータス',
      },
      notifications: {
        created: 'ロールを作成しました。',
        updated: 'ロールを更新しました。',
      },
    },
  },
  app: {
    roles: {
      title: 'ロール',
      searchHint: 'ロール名で検索',
      add: 'ロールを追加',
      createTitle: 'ロールを追加',
      detailsTitle: 'ロールの詳細',
      backToList: 'ロール一覧に戻る',
      delete: '削除',
      deleteTitle: 'レコードの削除',
      deleteConfirm: 'このロールを削除してもよろしいですか？',
      yes: 'はい',
      no: 'いいえ',
      deleted: 'ロールを削除しました。',
      heldBy: '%{smart_count} 人のユーザーに割り当て済み',
      showHolders: 'ユーザー一覧で表示',
      inUseTitle: 'このロールは使用中です',
      removeAndDelete: 'ユーザーから外して削除',
      access: {
        title: 'アクセス権',
        module: 'モジュール',
        all: 'すべて',
        allModules: '全モジュール',
        create: '作成',
        read: '閲覧',
        update: '更新',
        delete: '削除',
        selectRow: '%{module} のすべてのアクセス権',
        selectColumn: '全モジュールの%{action}',
        notUsed: '対象外',
      },
      ceiling: {
        beyond: '%{module}: %{action} はあなた自身の権限を超えています。',
        note: '灰色の項目はあなた自身の権限を超えています。ロールには、あなた自身が持つ権限しか与えられません。',
        held: 'このロールはあなた自身に割り当てられているため、権限と状態は変更できません。ロールを編集できる別の人に依頼してください。',
        above: 'このロールは %{module}: %{action} を許可しており、あなた自身の権限を超えています。この権限を持つ人だけがロールを変更または削除できます。',
      },
      picker: {
        title: 'ロールを選択',
      },
    },
  },
};

export default ja;
