import { Box } from '@mui/material';
import { SimpleForm, useCanAccess, useGetOne, type Identifier } from 'react-admin';
import { EditConflicts } from '../../common/EditConflicts';
import { EditScreen } from '../../common/EditScreen';
import { GUARDED_QUERY } from '../../common/RecordGuard';
import { useResourceName } from '../../common/resourceOptions';
import type { ConflictOptions } from '../../common/conflictMerge';
import type { OwnRecordTab } from '../../common/RecordTabs';
import { ReadOnlyRecord } from '../../common/ReadOnlyRecord';
import { DeleteRecordButton } from '../../common/DeleteRecordButton';
import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { EventAttendees } from './EventAttendees';
import { EventInputs } from './EventInputs';
import { eventFormValues, eventTransform, type EventFormRecord } from './eventTransform';

const DELETE_LABELS = {
  button: 'app.events.form.delete',
  title: 'app.events.form.deleteTitle',
  confirm: 'app.events.form.deleteConfirm',
  done: 'app.events.deleted',
  yes: 'app.events.form.yes',
  no: 'app.events.form.no',
};

/** The form holds the price in dollars and the course by id, shown by its title in a conflict. */
const EVENT_CONFLICTS: ConflictOptions = { richText: ['description'], aliases: { priceCents: 'price' }, references: { course: 'courses' } };

/** The event as the screen loaded it (the same query, so no second request). */
const AttendeesPanel = ({ id, readOnly }: { id: Identifier; readOnly: boolean }) => {
  const { data } = useGetOne<EventFormRecord>(useResourceName(), { id: String(id) }, { ...GUARDED_QUERY, select: eventFormValues });
  return <Box sx={{ p: 2 }}>{data && <EventAttendees event={data} readOnly={readOnly} />}</Box>;
};

/** Beside Details (and the History): the attendees and the public pages. */
const EVENT_TABS: readonly OwnRecordTab[] = [{ key: 'attendees', labelKey: 'app.events.tabs.attendees', Panel: AttendeesPanel }];

/** What a user who may view events but not edit them sees: the event read-only. */
const EventReadOnly = () => (
  <ReadOnlyRecord<EventFormRecord> select={eventFormValues}>
    <EventInputs readOnly />
  </ReadOnlyRecord>
);

/**
 * The event's form with Delete, and its attendees with the public pages. Without the edit
 * permission, the event and its attendees read-only for those who may view it.
 */
export const EventEdit = () => {
  const { canAccess: canView } = useCanAccess({ action: 'show' });
  return (
    <EditScreen
      backLabel="app.events.backToList"
      titleKey="app.events.editTitle"
      gateAction={canView === false ? 'show' : 'edit'}
      readOnly={<EventReadOnly />}
      tabs={EVENT_TABS}
      transform={eventTransform}
      queryOptions={{ select: eventFormValues }}
    >
      <SimpleForm
        warnWhenUnsavedChanges
        toolbar={<RecordFormToolbar saveLabel="app.events.form.update" deleteButton={<DeleteRecordButton labels={DELETE_LABELS} />} />}
      >
        <EditConflicts {...EVENT_CONFLICTS} />
        <EventInputs />
      </SimpleForm>
    </EditScreen>
  );
};
