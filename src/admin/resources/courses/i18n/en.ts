/**
 * English words of the courses resource: its notifications (`resources.courses.*`) and its
 * screens (`app.courses.*`).
 * The other five languages have exactly this shape, in the files beside this one;
 * src/admin/messages/<language>.ts merges each with the shell's words and the other fragments.
 */
const en = {
  resources: {
    courses: {
      fields: {
        code: 'Code',
        title: 'Title',
        creditHours: 'Credit Hours',
        delivery: 'Delivery',
        description: 'Description',
        isActive: 'Active',
        eventCount: 'Events',
        status: 'Status',
      },
      notifications: {
        created: 'Course created successfully!',
        updated: 'Course updated successfully!',
      },
    },
  },
  app: {
    courses: {
      title: 'Courses',
      searchHint: 'search by code or title',
      add: 'Add Course',
      createTitle: 'Add Course',
      editTitle: 'Edit Course',
      backToList: 'Back to the course list',
      deleted: 'Course deleted successfully!',
      showEvents: 'Show the events of %{name}',
      creditHoursHelp: 'In quarter hours, for example 1.5 or 3.25.',
      deliveries: {
        inPerson: 'In person',
        online: 'Online',
        hybrid: 'Hybrid',
      },
      rules: {
        creditHours: 'Credit hours must be from 0 to 99.75, in quarter hours (for example 1.5 or 3.25).',
      },
      form: {
        save: 'Save',
        update: 'Update',
        delete: 'Delete',
        deleteTitle: 'Delete Course',
        deleteConfirm: 'Are you sure you want to delete this course?',
        yes: 'Yes',
        no: 'No',
      },
      filters: {
        status: 'Active Status',
      },
    },
  },
};

export type CoursesMessages = typeof en;

export default en;
