/**
 * English words of the payments resource: its field labels and notifications
 * (`resources.payments.*`) and its screens (`app.payments.*`).
 * The other five languages have exactly this shape, in the files beside this one;
 * src/admin/messages/<language>.ts merges each with the shell's words and the other fragments.
 */
const en = {
  resources: {
    payments: {
      fields: {
        paidOn: 'Date',
        payer: 'Payer',
        user: 'Paid by (person)',
        company: 'Company',
        event: 'Event',
        purpose: 'Purpose',
        amount: 'Amount',
        method: 'Method',
        status: 'Status',
        reference: 'Reference',
        note: 'Note',
      },
      notifications: {
        created: 'Payment recorded successfully!',
        updated: 'Payment updated successfully!',
      },
    },
  },
  app: {
    payments: {
      title: 'Payments',
      createTitle: 'Add Payment',
      editTitle: 'Edit Payment',
      add: 'Add Payment',
      backToList: 'Back to the payment list',
      searchHint: 'search by payer or reference',
      none: '—',
      purposes: {
        membershipDues: 'Membership dues',
        eventRegistration: 'Event registration',
        courseAccess: 'Course access',
        sponsorship: 'Sponsorship',
        other: 'Other',
      },
      methods: {
        card: 'Card',
        check: 'Check',
        ach: 'ACH transfer',
        cash: 'Cash',
      },
      statuses: {
        pending: 'Pending',
        paid: 'Paid',
        refunded: 'Refunded',
        failed: 'Failed',
      },
      totals: {
        label: 'Totals of the filtered payments',
        count: '%{smart_count} payment |||| %{smart_count} payments',
        total: 'Total: %{amount}',
        status: '%{status}: %{amount} (%{count})',
      },
      filters: {
        paidBetween: 'Date',
        person: 'Person',
        company: 'Company',
      },
      export: {
        button: 'Export',
        fetching: 'Preparing the CSV file...',
      },
      actions: {
        edit: 'Edit the payment of %{name}',
        view: 'View the payment of %{name}',
        delete: 'Delete the payment of %{name}',
      },
      form: {
        payer: 'Who paid',
        payerHelp: 'A person, a company, or both (a member paying for their company).',
        selectUser: 'Select User',
        selectCompany: 'Select Company',
        removeUser: 'Remove the person',
        removeCompany: 'Remove the company',
        noneChosen: 'None chosen',
        payerRequired: 'Choose who paid: a person or a company',
        eventHelp: 'Optional: the event this payment is for. Type to search by name.',
        amountHelp: 'In US dollars, for example 125 or 125.50.',
        amountInvalid: 'Enter an amount in dollars, such as 125 or 125.50.',
        amountPositive: 'The amount must be more than $0.',
        amountDecimals: 'Use at most two decimals (whole cents).',
        amountMax: 'The amount must be at most $100,000.',
        referenceHelp: 'Check number, processor transaction ID or invoice number. Never enter a card number.',
        noteHelp: 'Never enter card numbers or other card data: they are refused.',
        save: 'Save',
        update: 'Update',
        delete: 'Delete',
        deleteTitle: 'Delete Payment',
        deleteConfirm: 'Are you sure you want to delete this payment?',
        yes: 'Yes',
        no: 'No',
      },
      messages: {
        deleted: 'Payment deleted successfully!',
      },
    },
  },
};

export type PaymentsMessages = typeof en;

export default en;
