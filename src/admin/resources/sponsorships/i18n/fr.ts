import type { SponsorshipsMessages } from './en';

const fr: SponsorshipsMessages = {
  resources: {
    sponsorships: {
      name: 'Parrainage |||| Parrainages',
      fields: {
        position: 'Position',
        name: 'Nom',
        companyCount: 'Nombre d\'entreprises',
        createdAt: 'Date de création',
        isActive: 'Actif',
      },
      notifications: {
        created: 'Parrainage créé avec succès !',
        updated: 'Parrainage mis à jour avec succès !',
      },
    },
  },
  app: {
    sponsorships: {
      backToList: 'Retour à la liste des parrainages',
      title: 'Parrainages',
      searchHint: 'rechercher par nom',
      add: 'Ajouter un parrainage',
      delete: 'Supprimer',
      deleted: 'Parrainage supprimé avec succès !',
      deleteTitle: 'Supprimer l’enregistrement',
      deleteConfirm: 'Voulez-vous vraiment supprimer ce parrainage ?',
      yes: 'Oui',
      no: 'Non',
      createTitle: 'Ajouter un parrainage',
      editTitle: 'Modifier le parrainage',
      showCompanies: 'Voir les entreprises de %{name}',
      companiesTitle: 'Entreprises de ce parrainage',
      positionHelp: 'La liste est triée par position ; laissez vide pour placer le parrainage en dernier.',
      form: {
        save: 'Enregistrer',
        update: 'Mettre à jour',
      },
      picker: {
        title: 'Sélectionner un parrainage',
      },
    },
  },
};

export default fr;
