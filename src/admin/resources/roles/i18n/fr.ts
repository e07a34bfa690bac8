import type { RolesMessages } from './en';

const fr: RolesMessages = {
  resources: {
    roles: {
      name: 'Rôle |||| Rôles',
      fields: {
        name: 'Nom du rôle',
        isActive: 'Actif',
        status: 'Statut',
      },
      notifications: {
        created: 'Rôle créé avec succès !',
        updated: 'Rôle mis à jour avec succès !',
      },
    },
  },
  app: {
    roles: {
      title: 'Rôles',
      searchHint: 'rechercher par nom de rôle',
      add: 'Ajouter un rôle',
      createTitle: 'Ajouter un rôle',
      detailsTitle: 'Détails du rôle',
      backToList: 'Retour à la liste des rôles',
      delete: 'Supprimer',
      deleteTitle: "Supprimer l'enregistrement",
      deleteConfirm: 'Voulez-vous vraiment supprimer ce rôle ?',
      yes: 'Oui',
      no: 'Non',
      deleted: 'Rôle supprimé avec succès !',
      heldBy: 'Attribué à %{smart_count} utilisateur |||| Attribué à %{smart_count} utilisateurs',
      showHolders: 'Les voir dans la liste des utilisateurs',
      inUseTitle: 'Le rôle est utilisé',
      removeAndDelete: 'Le leur retirer et supprimer',
      access: {
        title: 'Accès',
        module: 'Module',
        all: 'Tout',
        allModules: 'Tous les modules',
        create: 'Créer',
        read: 'Lire',
        update: 'Modifier',
        delete: 'Supprimer',
        selectRow: 'Tout accès à %{module}',
        selectColumn: '%{action} pour tous les modules',
        notUsed: 'Non utilisé',
      },
      ceiling: {
        beyond: '%{module} : %{action} dépasse vos propres droits.',
        note: 'Les cases grisées dépassent vos propres droits : un rôle ne peut recevoir que ce que vous avez vous-même.',
        held: 'Vous avez ce rôle : vous ne pouvez pas changer ses droits ni son statut. Demandez à une autre personne autorisée à modifier les rôles.',
        above: 'Ce rôle permet %{module} : %{action}, ce qui dépasse vos propres droits : seule une personne qui les a peut modifier ou supprimer le rôle.',
      },
      picker: {
        title: 'Sélectionner un rôle',
      },
    },
  },
};

export default fr;
