import type { CoursesMessages } from './en';

const de: CoursesMessages = {
  resources: {
    courses: {
      fields: {
        code: 'Kürzel',
        title: 'Titel',
        creditHours: 'Fortbildungsstunden',
        delivery: 'Durchführung',
        description: 'Beschreibung',
        isActive: 'Aktiv',
        eventCount: 'Veranstaltungen',
        status: 'Status',
      },
      notifications: {
        created: 'Kurs erfolgreich angelegt!',
        updated: 'Kurs erfolgreich aktualisiert!',
      },
    },
  },
  app: {
    courses: {
      title: 'Kurse',
      searchHint: 'nach Kürzel oder Titel suchen',
      add: 'Kurs hinzufügen',
      createTitle: 'Kurs hinzufügen',
      editTitle: 'Kurs bearbeiten',
      backToList: 'Zurück zur Kursliste',
      deleted: 'Kurs erfolgreich gelöscht!',
      showEvents: 'Veranstaltungen von %{name} anzeigen',
      creditHoursHelp: 'In Viertelstunden, zum Beispiel 1,5 oder 3,25.',
      deliveries: {
        inPerson: 'Vor Ort',
        online: 'Online',
        hybrid: 'Hybrid',
      },
      rules: {
        creditHours: 'Die Fortbildungsstunden müssen zwischen 0 und 99,75 liegen, in Viertelstunden (zum Beispiel 1,5 oder 3,25).',
      },
      form: {
        save: 'Speichern',
        update: 'Aktualisieren',
        delete: 'Löschen',
        deleteTitle: 'Kurs löschen',
        deleteConfirm: 'Möchten Sie diesen Kurs wirklich löschen?',
        yes: 'Ja',
        no: 'Nein',
      },
      filters: {
        status: 'Aktivstatus',
      },
    },
  },
};

export default de;
