import type { SponsorshipsMessages } from './en';

const de: SponsorshipsMessages = {
  resources: {
    sponsorships: {
      name: 'Sponsoring |||| Sponsorings',
      fields: {
        position: 'Position',
        name: 'Name',
        companyCount: 'Anzahl Unternehmen',
        createdAt: 'Erstellt am',
        isActive: 'Aktiv',
      },
      notifications: {
        created: 'Sponsoring erfolgreich erstellt!',
        updated: 'Sponsoring erfolgreich aktualisiert!',
      },
    },
  },
  app: {
    sponsorships: {
      backToList: 'Zurück zur Sponsoring-Liste',
      title: 'Sponsorings',
      searchHint: 'nach Namen suchen',
      add: 'Sponsoring hinzufügen',
      delete: 'Löschen',
      deleted: 'Sponsoring erfolgreich gelöscht!',
      deleteTitle: 'Datensatz löschen',
      deleteConfirm: 'Möchten Sie dieses Sponsoring wirklich löschen?',
      yes: 'Ja',
      no: 'Nein',
      createTitle: 'Sponsoring hinzufügen',
      editTitle: 'Sponsoring bearbeiten',
      showCompanies: 'Unternehmen von %{name} anzeigen',
      companiesTitle: 'Unternehmen dieses Sponsorings',
      positionHelp: 'Die Liste ist nach Position sortiert; leer lassen, um das Sponsoring ans Ende zu setzen.',
      form: {
        save: 'Speichern',
        update: 'Aktualisieren',
      },
      picker: {
        title: 'Sponsoring auswählen',
      },
    },
  },
};

export default de;
