/**
 * English words of the roles resource: its labels (`resources.roles.*`) and its screens
 * (`app.roles.*`).
 * The other five languages have exactly this shape, in the files beside this one;
 * src/admin/messages/<language>.ts merges each with the shell's words and the other fragments.
 */
const en = {
  resources: {
    roles: {
      name: 'Role |||| Roles',
      fields: {
        name: 'Role Name',
        isActive: 'Active',
        status: 'Status',
      },
      notifications: {
        created: 'Role created successfully!',
        updated: 'Role updated successfully!',
      },
    },
  },
  app: {
    roles: {
      title: 'Roles',
      searchHint: 'search by role name',
      add: 'Add Role',
      createTitle: 'Add Role',
      detailsTitle: 'Role Details',
      backToList: 'Back to the role list',
      delete: 'Delete',
      deleteTitle: 'Delete Record',
      deleteConfirm: 'Are you sure you want to delete this role?',
      yes: 'Yes',
      no: 'No',
      deleted: 'Role deleted successfully!',
      heldBy: 'Held by %{smart_count} user |||| Held by %{smart_count} users',
      showHolders: 'Show them in the user list',
      inUseTitle: 'The role is in use',
      removeAndDelete: 'Remove it from them and delete',
      access: {
        title: 'Access',
        module: 'Module',
        all: 'All',
        allModules: 'All modules',
        create: 'Create',
        read: 'Read',
        update: 'Update',
        delete: 'Delete',
        selectRow: 'All access to %{module}',
        selectColumn: '%{action} for all modules',
        notUsed: 'Not used',
      },
      ceiling: {
        beyond: '%{module}: %{action} is beyond your own access.',
        note: 'Greyed boxes are beyond your own access: a role can be given only what you hold yourself.',
        held: "You hold this role: you can't change its access or its status. Ask another person who may edit roles.",
        above: 'This role allows %{module}: %{action}, which is beyond your own access: only someone who holds it may change or delete the role.',
      },
      picker: {
        title: 'Select Role',
      },
    },
  },
};

export type RolesMessages = typeof en;

export default en;
