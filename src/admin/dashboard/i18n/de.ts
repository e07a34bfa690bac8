import type { DashboardMessages } from './en';

const de: DashboardMessages = {
  app: {
    dashboard: {
      title: 'Übersicht',
      loadError: 'Die Übersicht konnte nicht geladen werden.',
      retry: 'Erneut versuchen',
      cards: {
        activeMembers: {
          title: 'Aktive Mitglieder',
          definition: 'Aktive Benutzer vom Typ Mitglied.',
        },
        activeAdmins: {
          title: 'Aktive Admins',
          definition: 'Aktive Mitarbeiter und Super-Administratoren.',
        },
        newUsers: {
          title: 'Neue Benutzer',
          definition: 'Benutzer jedes Typs, die sich in den letzten %{days} Tagen registriert haben.',
        },
        activeCompanies: {
          title: 'Aktive Unternehmen',
          definition: 'Unternehmen mit dem Status Aktiv.',
        },
        upcomingEvents: {
          title: 'Kommende Veranstaltungen',
          definition: 'Aktive, veröffentlichte Veranstaltungen, die heute oder später beginnen.',
        },
      },
      charts: {
        monthly: 'Veranstaltungen|Benutzer (monatlich)',
        weekly: 'Veranstaltungen|Benutzer (wöchentlich)',
        monthlyDefinition:
          'Die letzten fünf Kalendermonate einschließlich des laufenden: aktive, veröffentlichte Veranstaltungen, die im jeweiligen Monat beginnen, und die darin registrierten Benutzer.',
        weeklyDefinition:
          'Die letzten fünf Wochen zu je sieben Tagen, die letzte endet heute: aktive, veröffentlichte Veranstaltungen, die in der jeweiligen Woche beginnen, und die darin registrierten Benutzer.',
        events: 'Veranstaltungen',
        users: 'Benutzer',
        month: 'Monat',
        week: 'Woche',
      },
    },
  },
};

export default de;
