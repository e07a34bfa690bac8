import type { DashboardMessages } from './en';

const ja: DashboardMessages = {
  app: {
    dashboard: {
      title: 'ダッシュボード',
      loadError: 'ダッシュボードを読み込めませんでした。',
      retry: '再試行',
      cards: {
        activeMembers: {
          title: '有効な会員',
          definition: '種別が会員で、有効なユーザー。',
        },
        activeAdmins: {
          title: '有効な管理者',
          definition: '有効なスタッフユーザーとスーパー管理者。',
        },
        newUsers: {
          title: '新規ユーザー',
          definition: '過去 %{days} 日間に登録された、すべての種別のユーザー。',
        },
        activeCompanies: {
          title: '有効な会社',
          definition: 'ステータスが有効の会社。',
        },
        upcomingEvents: {
          title: '今後のイベント',
          definition: '今日以降に開始する、有効で公開済みのイベント。',
        },
      },
      charts: {
        monthly: 'イベント|ユーザー（月別）',
        weekly: 'イベント|ユーザー（週別）',
        monthlyDefinition: '今月を含む直近 5 か月：各月に開始する有効で公開済みのイベントと、その月に登録されたユーザー。',
        weeklyDefinition: '今日で終わる直近 5 週間（各 7 日）：各週に開始する有効で公開済みのイベントと、その週に登録されたユーザー。',
        events: 'イベント',
        users: 'ユーザー',
        month: '月',
        week: '週',
      },
    },
  },
};

export default ja;
