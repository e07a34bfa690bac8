import type { CoursesMessages } from './en';

const fr: CoursesMessages = {
  resources: {
    courses: {
      fields: {
        code: 'Code',
        title: 'Titre',
        creditHours: 'Heures de crédit',
        delivery: 'Modalité',
        description: 'Description',
        isActive: 'Active',
        eventCount: 'Événements',
        status: 'Statut',
      },
      notifications: {
        created: 'Formation créée avec succès !',
        updated: 'Formation mise à jour avec succès !',
      },
    },
  },
  app: {
    courses: {
      title: 'Formations',
      searchHint: 'rechercher par code ou titre',
      add: 'Ajouter une formation',
      createTitle: 'Ajouter une formation',
      editTitle: 'Modifier la formation',
      backToList: 'Retour à la liste des formations',
      deleted: 'Formation supprimée avec succès !',
      showEvents: 'Afficher les événements de %{name}',
      creditHoursHelp: 'En quarts d’heure, par exemple 1,5 ou 3,25.',
      deliveries: {
        inPerson: 'En présentiel',
        online: 'En ligne',
        hybrid: 'Hybride',
      },
      rules: {
        creditHours: 'Les heures de crédit doivent aller de 0 à 99,75, par quarts d’heure (par exemple 1,5 ou 3,25).',
      },
      form: {
        save: 'Enregistrer',
        update: 'Mettre à jour',
        delete: 'Supprimer',
        deleteTitle: 'Supprimer la formation',
        deleteConfirm: 'Voulez-vous vraiment supprimer cette formation ?',
        yes: 'Oui',
        no: 'Non',
      },
      filters: {
        status: 'Statut actif',
      },
    },
  },
};

export default fr;
