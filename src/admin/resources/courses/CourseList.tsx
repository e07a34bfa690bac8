import { Chip, Link } from '@mui/material';
import { DataTable, LinkBase, RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import { COURSE_FILTER_KEYS } from '../../../shared/events';
import { ActiveStatusField } from '../../common/ActiveStatusField';
import { ListTable, type MobileRows } from '../../common/ListTable';
import { ListToolbar } from '../../common/ListToolbar';
import { RecordActions } from '../../common/RecordActions';
import { ResourceList } from '../../common/ResourceList';
import { VisuallyHidden } from '../../common/VisuallyHidden';
import { COURSE_EXPORT_COLUMNS } from './courseExportColumns';
import { ListFilters } from '../../common/filters/ListFilters';
import { courseName, deliveryLabel, formatHours, type CourseRecord } from './courseValues';
import { useModuleAccess } from '../../common/useModuleAccess';

/** The Filters panel (its description and form), loaded when first used. */
const loadFilters = () => import('./courseFilters');

const ListActions = () => (
  <ListToolbar
    searchHint="app.courses.searchHint"
    addLabel="app.courses.add"
    resetSort
    exportColumns={COURSE_EXPORT_COLUMNS}
  >
    <ListFilters keys={COURSE_FILTER_KEYS} load={loadFilters} />
  </ListToolbar>
);

/** The events list of one course: the list's own filter, in the URL. */
export function courseEventsPath(courseId: string): string {
  return `/events?filter=${encodeURIComponent(JSON.stringify({ course: courseId }))}`;
}

const DeliveryField = () => {
  const record = useRecordContext<CourseRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" variant="outlined" label={translate(deliveryLabel(record.delivery))} />;
};

/** The Events count: the course's events in the event list, for those who may view events. */
const EventCountField = () => {
  const record = useRecordContext<CourseRecord>();
  const translate = useTranslate();
  const { canAccess: canViewEvents } = useModuleAccess('list', 'events');
  if (!record) return null;
  const count = record.eventCount ?? 0;
  if (!canViewEvents || count === 0) return <>{count}</>;
  return (
    <Link component={LinkBase} to={courseEventsPath(String(record.id))}>
      {count}
      <VisuallyHidden>{` ${translate('app.courses.showEvents', { name: courseName(record) })}`}</VisuallyHidden>
    </Link>
  );
};

/** Edit and the 'Course Status' switch, named after the course's code and title. */
const CourseRowActions = () => {
  const record = useRecordContext<CourseRecord>();
  if (!record) return null;
  return (
    <RecordContextProvider value={{ ...record, name: courseName(record) }}>
      <RecordActions viewWithoutEdit />
    </RecordContextProvider>
  );
};

/** On a phone: code and title, the hours and delivery, the status and the row's actions. */
const MOBILE: MobileRows<CourseRecord> = {
  primaryText: (record) => courseName(record),
  secondaryText: (record) => <CourseHoursLine record={record} />,
  tertiaryText: () => <ActiveStatusField />,
  actions: <CourseRowActions />,
};

/** '3 credit hours · In person' on a phone's row. */
const CourseHoursLine = ({ record }: { record: CourseRecord }) => {
  const translate = useTranslate();
  return <>{`${translate('resources.courses.fields.creditHours')}: ${formatHours(record.creditHours)} · ${translate(deliveryLabel(record.delivery))}`}</>;
};

export const CourseList = () => (
  <ResourceList title="app.courses.title" actions={<ListActions />}>
    <ListTable mobile={MOBILE}>
      <DataTable.Col source="code" />
      <DataTable.Col source="title" />
      <DataTable.Col source="creditHours" render={(record: CourseRecord) => formatHours(record.creditHours)} />
      <DataTable.Col source="delivery">
        <DeliveryField />
      </DataTable.Col>
      <DataTable.Col source="eventCount">
        <EventCountField />
      </DataTable.Col>
      <DataTable.Col source="isActive" label="resources.courses.fields.status">
        <ActiveStatusField />
      </DataTable.Col>
      <DataTable.Col label="app.list.actions" disableSort>
        <CourseRowActions />
      </DataTable.Col>
    </ListTable>
  </ResourceList>
);
