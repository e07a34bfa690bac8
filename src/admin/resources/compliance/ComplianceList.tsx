import { createContext, useContext, useState } from 'react';
import { Button } from '@mui/material';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import SettingsIcon from '@mui/icons-material/Settings';
import { DataTable, DateField, LinkBase, useCanAccess, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { COMPLIANCE_FILTER_KEYS } from '../../../shared/compliance';
import { US_DATE_TIME_OPTIONS } from '../../../shared/formats';
import { ListFilters } from '../../common/filters/ListFilters';
import { ListTable, type MobileRows } from '../../common/ListTable';
import { ListToolbar } from '../../common/ListToolbar';
import { ResourceList } from '../../common/ResourceList';
import { RowIconButton } from '../../common/RowIconButton';
import { SavedQueries } from '../../common/SavedQueries';
import { COMPLIANCE_EXPORT_COLUMNS } from './complianceExportColumns';
import { ComplianceStatusField } from './ComplianceStatusField';
import { formatDay, formatHours, type ComplianceRecord } from './complianceValues';
import { CreditHistoryDialog } from './CreditHistoryDialog';
import { SETTINGS_PATH } from './paths';
import { SendReminderButton } from './SendReminderButton';

/** The Filters panel (its description and form), loaded when first used. */
const loadFilters = () => import('./complianceFilters');

/** Opens a member's credit history: the row, or its button. */
const OpenHistory = createContext<(id: Identifier) => void>(() => undefined);

const ListActions = () => {
  const translate = useTranslate();
  const { canAccess: canSeeSettings } = useCanAccess({ resource: 'compliance', action: 'list' });
  return (
    <ListToolbar searchHint="app.compliance.searchHint" resetSort exportColumns={COMPLIANCE_EXPORT_COLUMNS}>
      <ListFilters keys={COMPLIANCE_FILTER_KEYS} load={loadFilters} />
      <SavedQueries />
      {canSeeSettings && (
        <Button component={LinkBase} to={SETTINGS_PATH} startIcon={<SettingsIcon />}>
          {translate('app.compliance.settings.open')}
        </Button>
      )}
    </ListToolbar>
  );
};

const HistoryButton = () => {
  const record = useRecordContext<ComplianceRecord>();
  const translate = useTranslate();
  const open = useContext(OpenHistory);
  if (!record) return null;
  return <RowIconButton label={translate('app.compliance.history.open', { name: record.name })} icon={<HistoryEduIcon />} onClick={() => open(record.id)} />;
};

const HoursLine = ({ record }: { record: ComplianceRecord }) => {
  const translate = useTranslate();
  return (
    <>
      {`${translate('app.compliance.history.earned', { earned: formatHours(record.hoursEarned), required: formatHours(record.hoursRequired) })} · ${translate('resources.compliance.fields.cycleEnd')}: ${formatDay(record.cycleEnd)}`}
    </>
  );
};

/** On a phone: the member, their hours and cycle end, the status and the history button. */
const MOBILE: MobileRows<ComplianceRecord> = {
  primaryText: (record) => record.name,
  secondaryText: (record) => <HoursLine record={record} />,
  tertiaryText: () => <ComplianceStatusField />,
  actions: <HistoryButton />,
};

const HIDDEN = ['email', 'reLicenseNo', 'hoursRequired'];

/**
 * /compliance: each licensee member with the credit hours of their current cycle. A row (or its
 * button) opens the member's credit history; those who may send reminders choose rows for
 * 'Send reminder'.
 */
export const ComplianceList = () => {
  const [historyOf, setHistoryOf] = useState<Identifier>();
  const { canAccess: canRemind } = useCanAccess({ resource: 'compliance', action: 'create' });
  return (
    <OpenHistory.Provider value={setHistoryOf}>
      <ResourceList title="app.compliance.title" actions={<ListActions />}>
        <ListTable<ComplianceRecord>
          mobile={MOBILE}
          hiddenColumns={HIDDEN}
          rowClick={(id) => {
            setHistoryOf(id);
            return false;
          }}
          bulkActionButtons={canRemind ? <SendReminderButton /> : false}
        >
          <DataTable.Col source="name" />
          <DataTable.Col source="email" disableSort />
          <DataTable.Col source="reLicenseNo" disableSort />
          <DataTable.Col source="company" render={(record: ComplianceRecord) => record.company?.name ?? ''} />
          <DataTable.Col source="hoursEarned" render={(record: ComplianceRecord) => formatHours(record.hoursEarned)} />
          <DataTable.Col source="hoursRequired" disableSort render={(record: ComplianceRecord) => formatHours(record.hoursRequired)} />
          <DataTable.Col source="hoursLeft" render={(record: ComplianceRecord) => formatHours(record.hoursLeft)} />
          <DataTable.Col source="cycleEnd" render={(record: ComplianceRecord) => formatDay(record.cycleEnd)} />
          <DataTable.Col source="status" disableSort>
            <ComplianceStatusField />
          </DataTable.Col>
          <DataTable.Col source="lastRemindedAt">
            <DateField source="lastRemindedAt" showTime options={US_DATE_TIME_OPTIONS} locales="en-US" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col label="app.list.actions" disableSort>
            <HistoryButton />
          </DataTable.Col>
        </ListTable>
      </ResourceList>
      <CreditHistoryDialog id={historyOf} onClose={() => setHistoryOf(undefined)} />
    </OpenHistory.Provider>
  );
};
