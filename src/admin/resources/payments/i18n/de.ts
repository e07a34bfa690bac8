import type { PaymentsMessages } from './en';

const de: PaymentsMessages = {
  resources: {
    payments: {
      fields: {
        paidOn: 'Datum',
        payer: 'Zahler',
        user: 'Bezahlt von (Person)',
        company: 'Unternehmen',
        event: 'Veranstaltung',
        purpose: 'Zweck',
        amount: 'Betrag',
        method: 'Zahlungsart',
        status: 'Status',
        reference: 'Referenz',
        note: 'Notiz',
      },
      notifications: {
        created: 'Zahlung erfolgreich erfasst!',
        updated: 'Zahlung erfolgreich aktualisiert!',
      },
    },
  },
  app: {
    payments: {
      title: 'Zahlungen',
      createTitle: 'Zahlung erfassen',
      editTitle: 'Zahlung bearbeiten',
      add: 'Zahlung erfassen',
      backToList: 'Zurück zur Zahlungsliste',
      searchHint: 'nach Zahler oder Referenz suchen',
      none: '—',
      purposes: {
        membershipDues: 'Mitgliedsbeitrag',
        eventRegistration: 'Veranstaltungsanmeldung',
        courseAccess: 'Kurszugang',
        sponsorship: 'Sponsoring',
        other: 'Sonstiges',
      },
      methods: {
        card: 'Karte',
        check: 'Scheck',
        ach: 'ACH-Überweisung',
        cash: 'Bar',
      },
      statuses: {
        pending: 'Ausstehend',
        paid: 'Bezahlt',
        refunded: 'Erstattet',
        failed: 'Fehlgeschlagen',
      },
      totals: {
        label: 'Summen der gefilterten Zahlungen',
        count: '%{smart_count} Zahlung |||| %{smart_count} Zahlungen',
        total: 'Gesamt: %{amount}',
        status: '%{status}: %{amount} (%{count})',
      },
      filters: {
        paidBetween: 'Datum',
        person: 'Person',
        company: 'Unternehmen',
      },
      export: {
        button: 'Exportieren',
        fetching: 'CSV-Datei wird erstellt...',
      },
      actions: {
        edit: 'Zahlung von %{name} bearbeiten',
        view: 'Zahlung von %{name} ansehen',
        delete: 'Zahlung von %{name} löschen',
      },
      form: {
        payer: 'Wer hat bezahlt',
        payerHelp: 'Eine Person, ein Unternehmen oder beide (ein Mitglied zahlt für sein Unternehmen).',
        selectUser: 'Benutzer auswählen',
        selectCompany: 'Unternehmen auswählen',
        removeUser: 'Person entfernen',
        removeCompany: 'Unternehmen entfernen',
        noneChosen: 'Keine Auswahl',
        payerRequired: 'Wählen Sie, wer bezahlt hat: eine Person oder ein Unternehmen',
        eventHelp: 'Optional: die Veranstaltung, für die gezahlt wurde. Tippen Sie, um nach Namen zu suchen.',
        amountHelp: 'In US-Dollar, zum Beispiel 125 oder 125.50.',
        amountInvalid: 'Geben Sie einen Dollarbetrag ein, etwa 125 oder 125.50.',
        amountPositive: 'Der Betrag muss größer als 0 $ sein.',
        amountDecimals: 'Höchstens zwei Nachkommastellen (ganze Cent).',
        amountMax: 'Der Betrag darf höchstens 100.000 $ betragen.',
        referenceHelp: 'Schecknummer, Transaktions-ID des Zahlungsdienstleisters oder Rechnungsnummer. Geben Sie niemals eine Kartennummer ein.',
        noteHelp: 'Geben Sie niemals Kartennummern oder andere Kartendaten ein: Sie werden abgelehnt.',
        save: 'Speichern',
        update: 'Aktualisieren',
        delete: 'Löschen',
        deleteTitle: 'Zahlung löschen',
        deleteConfirm: 'Möchten Sie diese Zahlung wirklich löschen?',
        yes: 'Ja',
        no: 'Nein',
      },
      messages: {
        deleted: 'Zahlung erfolgreich gelöscht!',
      },
    },
  },
};

export default de;
