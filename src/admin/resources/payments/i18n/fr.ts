import type { PaymentsMessages } from './en';

const fr: PaymentsMessages = {
  resources: {
    payments: {
      fields: {
        paidOn: 'Date',
        payer: 'Payeur',
        user: 'Payé par (personne)',
        company: 'Entreprise',
        event: 'Événement',
        purpose: 'Objet',
        amount: 'Montant',
        method: 'Moyen',
        status: 'Statut',
        reference: 'Référence',
        note: 'Note',
      },
      notifications: {
        created: 'Paiement enregistré avec succès !',
        updated: 'Paiement mis à jour avec succès !',
      },
    },
  },
  app: {
    payments: {
      title: 'Paiements',
      createTitle: 'Enregistrer un paiement',
      editTitle: 'Modifier le paiement',
      add: 'Enregistrer un paiement',
      backToList: 'Retour à la liste des paiements',
      searchHint: 'rechercher par payeur ou référence',
      none: '—',
      purposes: {
        membershipDues: 'Cotisation',
        eventRegistration: 'Inscription à un événement',
        courseAccess: 'Accès à une formation',
        sponsorship: 'Parrainage',
        other: 'Autre',
      },
      methods: {
        card: 'Carte',
        check: 'Chèque',
        ach: 'Virement ACH',
        cash: 'Espèces',
      },
      statuses: {
        pending: 'En attente',
        paid: 'Payé',
        refunded: 'Remboursé',
        failed: 'Échoué',
      },
      totals: {
        label: 'Totaux des paiements filtrés',
        count: '%{smart_count} paiement |||| %{smart_count} paiements',
        total: 'Total : %{amount}',
        status: '%{status} : %{amount} (%{count})',
      },
      filters: {
        paidBetween: 'Date',
        person: 'Personne',
        company: 'Entreprise',
      },
      export: {
        button: 'Exporter',
        fetching: 'Préparation du fichier CSV...',
      },
      actions: {
        edit: 'Modifier le paiement de %{name}',
        view: 'Voir le paiement de %{name}',
        delete: 'Supprimer le paiement de %{name}',
      },
      form: {
        payer: 'Qui a payé',
        payerHelp: 'Une personne, une entreprise ou les deux (un membre qui paie pour son entreprise).',
        selectUser: 'Sélectionner un utilisateur',
        selectCompany: 'Sélectionner une entreprise',
        removeUser: 'Retirer la personne',
        removeCompany: 'Retirer l’entreprise',
        noneChosen: 'Aucun choix',
        payerRequired: 'Choisissez qui a payé : une personne ou une entreprise',
        eventHelp: 'Facultatif : l’événement concerné par ce paiement. Tapez pour chercher par nom.',
        amountHelp: 'En dollars américains, par exemple 125 ou 125.50.',
        amountInvalid: 'Saisissez un montant en dollars, comme 125 ou 125.50.',
        amountPositive: 'Le montant doit être supérieur à 0 $.',
        amountDecimals: 'Deux décimales au plus (cents entiers).',
        amountMax: 'Le montant ne doit pas dépasser 100 000 $.',
        referenceHelp: 'Numéro de chèque, identifiant de transaction du prestataire ou numéro de facture. Ne saisissez jamais un numéro de carte.',
        noteHelp: 'Ne saisissez jamais de numéro ni d’autres données de carte : ils sont refusés.',
        save: 'Enregistrer',
        update: 'Mettre à jour',
        delete: 'Supprimer',
        deleteTitle: 'Supprimer le paiement',
        deleteConfirm: 'Voulez-vous vraiment supprimer ce paiement ?',
        yes: 'Oui',
        no: 'Non',
      },
      messages: {
        deleted: 'Paiement supprimé avec succès !',
      },
    },
  },
};

export default fr;
