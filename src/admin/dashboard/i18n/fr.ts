import type { DashboardMessages } from './en';

const fr: DashboardMessages = {
  app: {
    dashboard: {
      title: 'Tableau de bord',
      loadError: 'Le tableau de bord n’a pas pu être chargé.',
      retry: 'Réessayer',
      cards: {
        activeMembers: {
          title: 'Membres actifs',
          definition: 'Utilisateurs actifs de type Membre.',
        },
        activeAdmins: {
          title: 'Administrateurs actifs',
          definition: 'Membres du personnel actifs et super-administrateurs.',
        },
        newUsers: {
          title: 'Nouveaux utilisateurs',
          definition: 'Utilisateurs de tout type inscrits au cours des %{days} derniers jours.',
        },
        activeCompanies: {
          title: 'Entreprises actives',
          definition: 'Entreprises dont le statut est Actif.',
        },
        upcomingEvents: {
          title: 'Événements à venir',
          definition: 'Événements actifs et publiés qui commencent aujourd’hui ou plus tard.',
        },
      },
      charts: {
        monthly: 'Événements|Utilisateurs (mensuel)',
        weekly: 'Événements|Utilisateurs (hebdomadaire)',
        monthlyDefinition:
          'Les cinq derniers mois civils, le mois en cours compris : événements actifs et publiés commençant dans chaque mois, et utilisateurs inscrits pendant ce mois.',
        weeklyDefinition:
          'Les cinq dernières semaines de sept jours, la dernière se terminant aujourd’hui : événements actifs et publiés commençant dans chaque semaine, et utilisateurs inscrits pendant cette semaine.',
        events: 'Événements',
        users: 'Utilisateurs',
        month: 'Mois',
        week: 'Semaine',
      },
    },
  },
};

export default fr;
