import { useId, useState, type ReactNode } from 'react';
import { EditConflicts } from '../../common/EditConflicts';
import { EditScreen } from '../../common/EditScreen';
import type { ConflictOptions } from '../../common/conflictMerge';
import { Box, Tab, Tabs } from '@mui/material';
import { SimpleForm, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
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

type TabName = 'details' | 'attendees';

/**
 * The two sections of an event: its details (the form, or its read-only view) and its attendees.
 * The form stays mounted while the attendees show, so unsaved changes are kept.
 */
const EventSections = ({ details, readOnly }: { details: ReactNode; readOnly: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext<EventFormRecord>();
  const baseId = useId();
  const [tab, setTab] = useState<TabName>('details');
  const tabId = (name: TabName) => `${baseId}-${name}-tab`;
  const panelId = (name: TabName) => `${baseId}-${name}-panel`;
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={tab} onChange={(_event, value: TabName) => setTab(value)} aria-label={translate('app.events.tabs.label')} sx={{ px: 2 }}>
        <Tab value="details" label={translate('app.events.tabs.details')} id={tabId('details')} aria-controls={panelId('details')} />
        <Tab value="attendees" label={translate('app.events.tabs.attendees')} id={tabId('attendees')} aria-controls={panelId('attendees')} />
      </Tabs>
      <Box role="tabpanel" id={panelId('details')} aria-labelledby={tabId('details')} hidden={tab !== 'details'}>
        {details}
      </Box>
      <Box role="tabpanel" id={panelId('attendees')} aria-labelledby={tabId('attendees')} hidden={tab !== 'attendees'} sx={{ p: 2 }}>
        {tab === 'attendees' && record && <EventAttendees event={record} readOnly={readOnly} />}
      </Box>
    </Box>
  );
};

/** What a user who may view events but not edit them sees: the event and its attendees, read-only. */
const EventReadOnly = () => (
  <ReadOnlyRecord<EventFormRecord> select={eventFormValues}>
    <EventSections readOnly details={<EventInputs readOnly />} />
  </ReadOnlyRecord>
);

/**
 * The event's form with Delete, and its attendees with the public pages. Without the edit
 * permission, the event read-only for those who may view it.
 */
export const EventEdit = () => {
  const { canAccess: canView } = useCanAccess({ action: 'show' });
  return (
    <EditScreen
      backLabel="app.events.backToList"
      titleKey="app.events.editTitle"
      gateAction={canView === false ? 'show' : 'edit'}
      readOnly={<EventReadOnly />}
      transform={eventTransform}
      queryOptions={{ select: eventFormValues }}
    >
      <EventSections
        readOnly={false}
        details={
          <SimpleForm
            warnWhenUnsavedChanges
            toolbar={<RecordFormToolbar saveLabel="app.events.form.update" deleteButton={<DeleteRecordButton labels={DELETE_LABELS} />} />}
          >
            <EditConflicts {...EVENT_CONFLICTS} />
            <EventInputs />
          </SimpleForm>
        }
      />
    </EditScreen>
  );
};
