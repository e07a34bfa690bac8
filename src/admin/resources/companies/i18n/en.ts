/**
 * English words of the companies resource: its labels (`resources.companies.*`) and its
 * screens (`app.companies.*`).
 * The other five languages have exactly this shape, in the files beside this one;
 * src/admin/messages/<language>.ts merges each with the shell's words and the other fragments.
 */
const en = {
  resources: {
    companies: {
      name: 'Company |||| Companies',
      fields: {
        logo: 'Image',
        name: 'Name',
        type: 'Type',
        activeStatus: 'Status',
        isActive: 'Status',
        locationCount: 'Locations',
        membersCount: 'Members',
        updatedAt: 'Last Updated',
        websiteUrl: 'Website URL',
        description: 'Description',
        locations: 'Locations',
        sponsership: 'Sponsorships',
      },
      notifications: {
        created: 'Company created successfully!',
        updated: 'Company updated successfully!',
        deleted: 'Company deleted successfully!',
      },
    },
  },
  app: {
    companies: {
      websiteHint: 'The company’s site, starting with https:// (or http://).',
      duplicateName: 'Another company is already named “%{name}”.',
      openExisting: 'Open it',
      duplicateHint: 'You can still save this one.',
      title: 'Companies',
      createTitle: 'Add Company',
      editTitle: 'Edit Company',
      add: 'Add Company',
      searchHint: 'search by name or website url',
      logoAlt: 'Logo of %{name}',
      showLocations: 'Show the locations of %{name}',
      showMembers: 'Show the members of %{name}',
      locationsTitle: 'Company Locations',
      backToList: 'Back to the company list',
      types: {
        broker: 'Broker',
        consultant: 'Consultant',
        appraisal: 'Appraisal',
        developer: 'Developer',
        investments: 'Investments',
        designArchitecture: 'Design/Architecture',
        other: 'Other',
      },
      filters: {
        location: 'Location',
        selectLocation: 'Select Location',
        type: 'Company Type',
        status: 'Active Status',
        sponsorship: 'Sponsorship',
        updatedBetween: 'Updated Between',
      },
      picker: {
        title: 'Select Company',
      },
      listDialog: {
        title: 'Companies',
      },
      details: {
        title: 'Company Details',
        view: 'View the details of %{name}',
      },
      form: {
        selectType: '--Select--',
        addLocation: 'Add Location',
        viewLocation: 'View location %{name}',
        editLocation: 'Edit location %{name}',
        removeLocation: 'Remove location %{name}',
        noLocations: 'No locations yet.',
        removeLocationTitle: 'Remove Location',
        removeLocationConfirm: 'Do you want to remove this Location?',
        pending: {
          create: 'New, not saved yet',
          update: 'Changed, not saved yet',
          removedCount: 'One location removed, deleted when you save |||| %{smart_count} locations removed, deleted when you save',
        },
        addSponsorship: 'Add Sponsorship',
        removeSponsorship: 'Remove sponsorship %{name}',
        noSponsorships: 'No sponsorships yet.',
        removeSponsorshipTitle: 'Remove Sponsorship',
        removeSponsorshipConfirm: 'Do you want to remove this Sponsorship?',
        update: 'Update',
        save: 'Save',
        delete: 'Delete',
        deleteTitle: 'Delete Company',
        deleteConfirm: 'Are you sure you want to delete this company?',
        yes: 'Yes',
        no: 'No',
      },
    },
  },
};

export type CompaniesMessages = typeof en;

export default en;
