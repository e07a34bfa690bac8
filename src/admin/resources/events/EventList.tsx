import { Box } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { EVENT_FILTER_KEYS } from '../../../shared/events';
import { formatCents } from '../../../shared/payments';
import { ListTable, type MobileRows } from '../../common/ListTable';
import { ListToolbar } from '../../common/ListToolbar';
import { tooltipAttributes } from '../../common/sharedTooltip';
import { RecordActions } from '../../common/RecordActions';
import { ResourceList } from '../../common/ResourceList';
import { formatHours } from '../courses';
import { EVENT_EXPORT_COLUMNS } from './eventExportColumns';
import { ListFilters } from '../../common/filters/ListFilters';
import { EventStatusField } from './EventStatusField';
import { formatStart, type EventRecord } from './eventValues';

/** The Filters panel (its description and form), loaded when first used. */
const loadFilters = () => import('./eventFilters');

const ListActions = () => (
  <ListToolbar
    searchHint="app.events.searchHint"
    addLabel="app.events.add"
    resetSort
    exportColumns={EVENT_EXPORT_COLUMNS}
  >
    <ListFilters keys={EVENT_FILTER_KEYS} load={loadFilters} />
  </ListToolbar>
);

const CourseCodeField = () => {
  const record = useRecordContext<EventRecord>();
  if (!record?.course) return null;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }} {...tooltipAttributes(record.course.title)}>
      {record.course.code}
    </Box>
  );
};

/** 'registered / seats', or the count alone when there is no limit. */
const RegisteredField = () => {
  const record = useRecordContext<EventRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {record.capacity === null
        ? record.attendeeCount
        : translate('app.events.registeredOfCapacity', { count: record.attendeeCount, capacity: record.capacity })}
    </>
  );
};

const PriceField = () => {
  const record = useRecordContext<EventRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{record.priceCents > 0 ? formatCents(record.priceCents) : translate('app.events.free')}</>;
};

const EventRowActions = () => <RecordActions viewWithoutEdit />;

/** On a phone: the name, when it starts and how many registered, the status and the row's actions. */
const MOBILE: MobileRows<EventRecord> = {
  primaryText: (record) => record.name,
  secondaryText: (record) => (
    <>
      {formatStart(record.startAt)} · <RegisteredField />
    </>
  ),
  tertiaryText: () => <EventStatusField />,
  actions: <EventRowActions />,
};

/**
 * /events: the latest start first. Filters given in the URL with the API's keys apply as they are
 * (`/events?filter={"startAt":"<from day>,","status":"published"}`), as the dashboard's links need.
 */
export const EventList = () => (
  <ResourceList title="app.events.title" actions={<ListActions />}>
    <ListTable mobile={MOBILE}>
      <DataTable.Col source="name" />
      <DataTable.Col
        source="startAt"
        render={(record: EventRecord) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatStart(record.startAt)}
          </Box>
        )}
      />
      <DataTable.Col source="course" disableSort>
        <CourseCodeField />
      </DataTable.Col>
      <DataTable.Col source="courseCredit" disableSort render={(record: EventRecord) => formatHours(record.courseCredit)} />
      <DataTable.Col source="attendeeCount" label="resources.events.fields.registered">
        <RegisteredField />
      </DataTable.Col>
      <DataTable.Col source="attendedCount" label="resources.events.fields.attended" disableSort />
      <DataTable.Col source="status">
        <EventStatusField />
      </DataTable.Col>
      <DataTable.Col source="priceCents">
        <PriceField />
      </DataTable.Col>
      <DataTable.Col label="app.list.actions" disableSort>
        <EventRowActions />
      </DataTable.Col>
    </ListTable>
  </ResourceList>
);
