/**
 * English words of CE Compliance: its list's columns (`resources.compliance.*`), its screens, the
 * credit history, the reminders, the settings and the dashboard card (`app.compliance.*`).
 * The other five languages have exactly this shape, in the files beside this one.
 */
const en = {
  resources: {
    compliance: {
      name: 'Licensee member |||| Licensee members',
      fields: {
        name: 'Member',
        email: 'Email',
        reLicenseNo: 'License No.',
        company: 'Company',
        companyId: 'Company',
        mncarMarket: 'Market',
        hoursEarned: 'Hours Earned',
        hoursRequired: 'Hours Required',
        hoursLeft: 'Hours Left',
        cycleEnd: 'Cycle Ends',
        status: 'Status',
        endingWithin: 'Cycle Ending',
        lastRemindedAt: 'Last Reminded',
      },
    },
  },
  app: {
    compliance: {
      title: 'CE Compliance',
      searchHint: 'search by name, email or license number',
      statuses: {
        behind: 'Behind',
        onTrack: 'On track',
        complete: 'Complete',
      },
      endingWithin: {
        days30: 'Within 30 days',
        days60: 'Within 60 days',
        days90: 'Within 90 days',
      },
      requirement: '%{hours} hours every %{months} months',
      history: {
        open: 'Credit history of %{name}',
        title: 'Credit history: %{name}',
        cycle: 'Cycle %{start} – %{end}',
        current: 'current',
        earned: '%{earned} of %{required} hours',
        date: 'Date',
        event: 'Event',
        course: 'Course',
        creditHours: 'Credit Hours',
        counts: 'Counts',
        countsYes: 'Yes',
        countsNo: 'No: its course does not count',
        none: 'No attended events in this cycle.',
        reminders: 'Reminders sent',
        noReminders: 'No reminder sent yet.',
        reminder: '%{date} by %{name}, with %{hours} hours left',
        system: 'the system',
        close: 'Close',
      },
      reminders: {
        send: 'Send reminder',
        title: 'Send a CE reminder',
        checking: 'Counting the recipients...',
        count: 'A reminder mail goes to %{smart_count} member. |||| A reminder mail goes to %{smart_count} members.',
        remindedToday: '%{smart_count} was already reminded today and is skipped. |||| %{smart_count} were already reminded today and are skipped.',
        notListed: '%{smart_count} is no longer a licensee member and is skipped. |||| %{smart_count} are no longer licensee members and are skipped.',
        nobody: 'Nobody to remind: every chosen member was already reminded today.',
        mail: 'The mail, as the first of them gets it',
        to: 'To',
        subject: 'Subject',
        confirm: 'Send %{smart_count} reminder |||| Send %{smart_count} reminders',
        cancel: 'Cancel',
        sent: '%{smart_count} reminder sent |||| %{smart_count} reminders sent',
      },
      settings: {
        open: 'CE Settings',
        title: 'CE Settings',
        backToList: 'Back to CE Compliance',
        cycleMonths: 'Cycle length (months)',
        hoursRequired: 'Hours required per cycle',
        hoursRequiredHelp: 'In quarter hours, for example 30 or 22.5.',
        cycleBasis: 'Cycle dates',
        bases: {
          fixed: 'The same for everyone, from the cycle start',
          registered: "From each member's registration day",
        },
        cycleStart: 'Cycle start',
        cycleStartHelp: 'The first day of a cycle; later cycles follow one after another.',
        countBy: 'What counts',
        countByOptions: {
          delivery: 'Courses of the chosen deliveries',
          course: 'The chosen courses',
        },
        deliveries: 'Deliveries that count',
        courseIds: 'Courses that count',
        coursesNeedAccess: 'Choosing courses needs the Courses view permission.',
        save: 'Save',
        saved: 'CE settings updated successfully!',
        history: 'Versions',
        version: 'Version',
        changedAt: 'Changed',
        changedBy: 'By',
        productDefault: 'Product default',
        inForce: 'in force',
        counted: 'Counted',
        allDeliveries: 'Deliveries: %{list}',
        courseCount: '%{smart_count} course |||| %{smart_count} courses',
        loadError: 'The CE settings could not be loaded.',
      },
      card: {
        title: 'Behind on CE',
        definition: 'Licensee members behind on their credit hours with a cycle ending within %{days} days',
      },
    },
  },
};

export type ComplianceMessages = typeof en;

export default en;
