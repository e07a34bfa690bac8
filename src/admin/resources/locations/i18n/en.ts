/**
 * English words of the locations resource: its labels (`resources.locations.*`) and its
 * screens (`app.locations.*`).
 * The other five languages have exactly this shape, in the files beside this one;
 * src/admin/messages/<language>.ts merges each with the shell's words and the other fragments.
 */
const en = {
  resources: {
    locations: {
      name: 'Location |||| Locations',
      fields: {
        name: 'Name',
        nrdsId: 'NRDS ID',
        type: 'Type',
        payMemberId: 'Pay Member ID',
        payMember: 'Pay Member',
        website: 'Website',
        phoneNumber: 'Phone Number',
        marketId: 'Market ID',
        largeCompany: 'Large Company',
        mcpeAccessType: 'MCPE Access Type',
        allowMcpeAccess: 'Allow MCPE Access',
        currentMcpeStatus: 'Current MCPE Status',
        currentMcpeStatusDate: 'Current MCPE Status Date',
        fax: 'Fax',
        contactName: 'Contact Name',
        contactPhone: 'Contact Phone',
        rawDataFeeds: 'Raw Data Feeds',
        dataFeedsOffice: 'Data Feeds Office',
        dataFeedsIndividual: 'Data Feeds Individual',
        templates: 'Templates',
        designatedRealtorId: 'Designated Realtor ID',
        designatedRealtorName: 'Designated Realtor Name',
        designatedRealtorEmail: 'Designated Realtor Email',
        designatedRealtorPhone: 'Designated Realtor Phone',
        isMailingAddressAsPhysicalAddress: 'Mailing Address as Physical Address',
        physicalAddress: 'Physical Address',
        mailingAddress: 'Mailing Address',
        description: 'Description',
        // The location list's headers where the field's own word will not do; the address column has no source.
        locationName: 'Location Name',
        locationNrds: 'Location NRDS',
        address: 'Address',
      },
    },
  },
  app: {
    locations: {
      addTitle: 'Add Location',
      editTitle: 'Edit Location',
      viewTitle: 'Location Details',
      listTitle: 'Locations',
      searchHint: 'search by name, NRDS ID or city',
      save: 'Save',
      update: 'Update',
      created: 'Location created successfully!',
      updated: 'Location updated successfully!',
      savedTitle: 'Location saved',
      savedNrds: 'The location is saved. Its NRDS ID: %{nrdsId}',
      addAnother: 'Add another location',
      close: 'Close',
      sections: {
        general: 'General',
        mcpe: 'MCPE',
        nrds: 'NRDS and Contact',
        dataFeeds: 'Data Feeds',
        realtor: 'Designated Realtor',
        physicalAddress: 'Physical Address',
        mailingAddress: 'Mailing Address',
        description: 'Description',
      },
      types: {
        corporate: 'Corporate',
        branch: 'Branch',
        other: 'Other',
      },
      markets: {
        twinCities: 'Twin Cities',
        stCloud: 'St Cloud',
        rochester: 'Rochester',
        duluth: 'Duluth',
      },
      mcpeAccessTypes: {
        none: 'None',
        billable: 'Billable',
        adn: 'ADN',
        staff: 'Staff',
        support: 'Support',
      },
      mcpeStatuses: {
        nostatus: 'No status',
        active: 'Active',
        inactive: 'Inactive',
        pending: 'Pending',
        suspended: 'Suspended',
        terminated: 'Terminated',
      },
      yesNo: {
        yes: 'Yes',
        no: 'No',
      },
      picker: {
        selectUser: 'Select User',
        selectRealtor: 'Select Realtor',
        clearPayMember: 'Clear the pay member',
        clearRealtor: 'Clear the designated realtor',
      },
    },
  },
};

export type LocationsMessages = typeof en;

export default en;
