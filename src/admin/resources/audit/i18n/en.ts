/**
 * English words of the audit history (`app.audit.*`): the Audit Log screen, the History tab of
 * the record screens, the revert dialog and the quick panel. The record screens' tab list
 * (`app.audit.history.details`, `.tabs`) is common/RecordTabs.tsx's and stays in the shell's words.
 * The other five languages have exactly this shape, in the files beside this one;
 * src/admin/messages/<language>.ts merges each with the shell's words and the other fragments.
 */
const en = {
  resources: {
    audit: {
      fields: {
        at: 'When',
        actorName: 'Who',
        clientIp: 'From (address)',
        entity: 'Record type',
        recordLabel: 'Record',
        action: 'Action',
        changes: 'Changes',
      },
    },
  },
  app: {
    audit: {
      title: 'Audit Log',
      searchHint: 'search by who or which record',
      entry: 'Entry %{id}',
      entities: {
        users: 'User',
        companies: 'Company',
        locations: 'Location',
        sponsorships: 'Sponsorship',
        roles: 'Role',
        courses: 'Course',
        events: 'Event',
        eventAttendees: 'Attendance',
        payments: 'Payment',
      },
      actions: {
        create: 'Created',
        update: 'Updated',
        status: 'Status changed',
        delete: 'Deleted',
        revert: 'Reverted',
        restore: 'Restored',
        signIn: 'Signed in',
        signOut: 'Signed out',
        signOutEverywhere: 'Signed out everywhere',
        passwordResetSent: 'Reset link sent',
        passwordReset: 'Password reset',
        previewStart: 'Preview started',
        previewEnd: 'Preview ended',
      },
      // Labels of recorded fields the record screens name otherwise (or not at all), per record type.
      recordFields: {
        locations: { companyId: 'Company' },
        events: {
          rosterKey: 'Public roster link',
          sheetKey: 'Public sign-in sheet link',
          kioskTokenHash: 'Check-in kiosk',
        },
        eventAttendees: { eventId: 'Event', userId: 'Member', attendedAt: 'Checked in at', checkedInBy: 'Checked in by' },
      },
      access: 'Access: %{module}',
      change: {
        caption: 'Changes of entry %{id}',
        field: 'Field',
        before: 'Before',
        after: 'After',
        secret: 'Changed (the value is never recorded)',
        empty: '(empty)',
        none: 'No field changes are recorded for this entry.',
        removed: 'Removed: ',
        added: 'Added: ',
        more: '+%{count} more',
      },
      reverts: 'Reverts entry %{id}',
      fromAddress: 'from %{ip}',
      details: 'Details of entry %{id}',
      openRecord: 'Open the record',
      filters: {
        actor: 'Who',
        at: 'Between',
        record: 'Record: %{name}',
        clearRecord: 'Show every record',
      },
      revert: {
        button: 'Revert',
        restoreButton: 'Restore',
        title: 'Revert entry %{id}',
        restoreTitle: 'Restore the deleted record',
        intro: 'Choose the fields to set back. After the revert, they will read:',
        restoreIntro: 'The record is created again with these values, and its links where they still exist:',
        field: 'Set %{field} back',
        now: 'Now',
        willBe: 'Will be',
        confirm: 'Revert %{smart_count} field |||| Revert %{smart_count} fields',
        confirmRestore: 'Restore',
        cancel: 'Cancel',
        noneChosen: 'Choose at least one field.',
        notRevertible: 'This entry cannot be reverted: %{reason}',
        reasons: {
          security: 'sign-ins, sign-outs and password resets are events, not changes.',
          create: 'a created record is undone by deleting it.',
          secret: 'only secrets changed, and their values are never recorded.',
        },
      },
      history: {
        tab: 'History',
        caption: 'Changes to this record, newest first',
        empty: 'No changes are recorded for this record yet.',
        openInAuditLog: 'Open in the Audit Log',
      },
      quickPanel: {
        button: 'Your recent activity',
        title: 'Audit Logs',
        intro: 'Your latest %{count} changes and sign-ins.',
        empty: 'Nothing recorded for you yet.',
        close: 'Close the recent activity panel',
        seeAll: 'Open the Audit Log',
      },
    },
  },
};

export type AuditMessages = typeof en;

export default en;
