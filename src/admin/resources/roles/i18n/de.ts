import type { RolesMessages } from './en';

const de: RolesMessages = {
  resources: {
    roles: {
      name: 'Rolle |||| Rollen',
      fields: {
        name: 'Rollenname',
        isActive: 'Aktiv',
        status: 'Status',
      },
      notifications: {
        created: 'Rolle erfolgreich erstellt!',
        updated: 'Rolle erfolgreich aktualisiert!',
      },
    },
  },
  app: {
    roles: {
      title: 'Rollen',
      searchHint: 'nach Rollennamen suchen',
      add: 'Rolle hinzufügen',
      createTitle: 'Rolle hinzufügen',
      detailsTitle: 'Rollendetails',
      backToList: 'Zurück zur Rollenliste',
      delete: 'Löschen',
      deleteTitle: 'Datensatz löschen',
      deleteConfirm: 'Möchten Sie diese Rolle wirklich löschen?',
      yes: 'Ja',
      no: 'Nein',
      deleted: 'Rolle erfolgreich gelöscht!',
      heldBy: 'Von %{smart_count} Benutzer verwendet |||| Von %{smart_count} Benutzern verwendet',
      showHolders: 'In der Benutzerliste anzeigen',
      inUseTitle: 'Die Rolle wird verwendet',
      removeAndDelete: 'Bei ihnen entfernen und löschen',
      access: {
        title: 'Zugriff',
        module: 'Modul',
        all: 'Alle',
        allModules: 'Alle Module',
        create: 'Erstellen',
        read: 'Lesen',
        update: 'Aktualisieren',
        delete: 'Löschen',
        selectRow: 'Voller Zugriff auf %{module}',
        selectColumn: '%{action} für alle Module',
        notUsed: 'Nicht verwendet',
      },
      ceiling: {
        beyond: '%{module}: %{action} geht über Ihre eigenen Rechte hinaus.',
        note: 'Ausgegraute Felder gehen über Ihre eigenen Rechte hinaus: Eine Rolle kann nur erhalten, was Sie selbst haben.',
        held: 'Sie haben diese Rolle selbst: Ihre Rechte und ihren Status können Sie nicht ändern. Bitten Sie eine andere Person, die Rollen bearbeiten darf.',
        above: 'Diese Rolle erlaubt %{module}: %{action}, was über Ihre eigenen Rechte hinausgeht: Nur wer dieses Recht hat, darf die Rolle ändern oder löschen.',
      },
      picker: {
        title: 'Rolle auswählen',
      },
    },
  },
};

export default de;
