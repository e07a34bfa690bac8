import type { DashboardMessages } from './en';

const zh: DashboardMessages = {
  app: {
    dashboard: {
      title: '仪表板',
      loadError: '无法加载仪表板。',
      retry: '重试',
      cards: {
        activeMembers: {
          title: '活跃会员',
          definition: '类型为会员且处于启用状态的用户。',
        },
        activeAdmins: {
          title: '活跃管理员',
          definition: '处于启用状态的员工用户和超级管理员。',
        },
        newUsers: {
          title: '新用户',
          definition: '过去 %{days} 天内注册的所有类型的用户。',
        },
        activeCompanies: {
          title: '活跃公司',
          definition: '状态为启用的公司。',
        },
        upcomingEvents: {
          title: '即将举行的活动',
          definition: '今天或之后开始的、已启用且已发布的活动。',
        },
      },
      charts: {
        monthly: '活动|用户（按月）',
        weekly: '活动|用户（按周）',
        monthlyDefinition: '包括本月在内的最近五个自然月：每月开始的已启用且已发布的活动，以及当月注册的用户。',
        weeklyDefinition: '最近五周（每周七天，最后一周截至今天）：每周开始的已启用且已发布的活动，以及当周注册的用户。',
        events: '活动',
        users: '用户',
        month: '月份',
        week: '周',
      },
    },
  },
};

export default zh;
