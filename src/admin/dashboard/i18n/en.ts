/**
 * English words of the dashboard screens (`app.dashboard.*`).
 * The other five languages have exactly this shape, in the files beside this one;
 * src/admin/messages/<language>.ts merges each with the shell's words and the other fragments.
 */
const en = {
  app: {
    dashboard: {
      title: 'Dashboard',
      loadError: 'The dashboard could not be loaded.',
      retry: 'Try again',
      // The definitions are those of src/shared/dashboard.ts, shown as each card's tooltip.
      cards: {
        activeMembers: {
          title: 'Active Members',
          definition: 'Active users of type Member.',
        },
        activeAdmins: {
          title: 'Active Admins',
          definition: 'Active Staff users and super administrators.',
        },
        newUsers: {
          title: 'New Users',
          definition: 'Users of any type registered in the last %{days} days.',
        },
        activeCompanies: {
          title: 'Active Companies',
          definition: 'Companies whose status is Active.',
        },
        upcomingEvents: {
          title: 'Upcoming Events',
          definition: 'Active, published events starting today or later.',
        },
      },
      charts: {
        monthly: 'Events|Users (Monthly)',
        weekly: 'Events|Users (Weekly)',
        monthlyDefinition:
          'The last five calendar months, this one included: active, published events starting in each month, and users registered in it.',
        weeklyDefinition:
          'The last five weeks of seven days, the last one ending today: active, published events starting in each week, and users registered in it.',
        events: 'Events',
        users: 'Users',
        month: 'Month',
        week: 'Week',
      },
    },
  },
};

export type DashboardMessages = typeof en;

export default en;
