/**
 * English words of the sponsorships resource: its labels (`resources.sponsorships.*`) and
 * its screens (`app.sponsorships.*`).
 * The other five languages have exactly this shape, in the files beside this one;
 * src/admin/messages/<language>.ts merges each with the shell's words and the other fragments.
 */
const en = {
  resources: {
    sponsorships: {
      name: 'Sponsorship |||| Sponsorships',
      fields: {
        position: 'Position',
        name: 'Name',
        companyCount: 'Company Count',
        createdAt: 'Created Date',
        isActive: 'Active',
      },
      notifications: {
        created: 'Sponsorship created successfully!',
        updated: 'Sponsorship updated successfully!',
      },
    },
  },
  app: {
    sponsorships: {
      backToList: 'Back to the sponsorship list',
      title: 'Sponsorships',
      searchHint: 'search by name',
      add: 'Add Sponsorship',
      delete: 'Delete',
      deleted: 'Sponsorship deleted successfully!',
      deleteTitle: 'Delete Record',
      deleteConfirm: 'Are you sure you want to delete this sponsorship?',
      yes: 'Yes',
      no: 'No',
      createTitle: 'Add Sponsorship',
      editTitle: 'Edit Sponsorship',
      showCompanies: 'Show the companies of %{name}',
      companiesTitle: 'Companies of this sponsorship',
      positionHelp: 'The list is ordered by position; leave it empty to put the sponsorship last.',
      form: {
        save: 'Save',
        update: 'Update',
      },
      picker: {
        title: 'Select Sponsorship',
      },
    },
  },
};

export type SponsorshipsMessages = typeof en;

export default en;
