import { useState, type ReactNode } from 'react';
import { Box, Link } from '@mui/material';
import {
  DataTable,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ActiveStatusField } from '../../common/ActiveStatusField';
import { ListTable, type MobileRows } from '../../common/ListTable';
import { ListToolbar } from '../../common/ListToolbar';
import { UsDateField } from '../../common/UsDateField';
import { RecordActions } from '../../common/RecordActions';
import { ResourceList } from '../../common/ResourceList';
import { VisuallyHidden } from '../../common/VisuallyHidden';
import { COMPANY_FILTER_KEYS } from '../../../shared/companyValues';
import { COLUMN_STORE_KEYS } from '../../providers/preferencesStore';
import { LocationListDialog } from '../locations';
import { UserListDialog } from '../users';
import { ListFilters } from '../../common/filters/ListFilters';
import { companyColumns } from './companyColumns';
import { COMPANY_EXPORT_COLUMNS } from './companyExportColumns';
import { CompanyTypeField } from './CompanyTypeField';
import { CompanyWebsiteField } from './CompanyWebsiteField';
import type { CompanyRecord } from './companyTransform';
import { ImportButton } from '../imports';
import { useModuleAccess } from '../../common/useModuleAccess';

/**
 * Where the list's shown and hidden columns are kept (a preference the Store keeps on the server;
 * the pickers of companies keep their own).
 */
const COLUMNS_STORE_KEY = COLUMN_STORE_KEYS.companies;

/** The Filters panel (its description and form), loaded when first used. */
const loadFilters = () => import('./companyFilters');

const ListActions = () => (
  <ListToolbar
    searchHint="app.companies.searchHint"
    addLabel="app.companies.add"
    columnsStoreKey={COLUMNS_STORE_KEY}
    exportColumns={COMPANY_EXPORT_COLUMNS}
  >
    <ListFilters keys={COMPANY_FILTER_KEYS} load={loadFilters} />
    <ImportButton entity="companies" />
  </ListToolbar>
);

/** The Locations count: opens the company's location list. */
const LocationCountButton = () => {
  const record = useRecordContext<CompanyRecord>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const count = record.locationCount ?? 0;
  return (
    <>
      <Link component="button" type="button" onClick={() => setOpen(true)}>
        {count}
        {/* Read after the count, so the button's name starts with what it shows. */}
        <VisuallyHidden>{` ${translate('app.companies.showLocations', { name: record.name })}`}</VisuallyHidden>
      </Link>
      {open && (
        <LocationListDialog
          open
          mode="view"
          companyId={String(record.id)}
          title="app.companies.locationsTitle"
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};

/**
 * The Members count: opens the company's users in the user list's company-table mode (eye icon,
 * 'User Details'), for those who may view users; a plain number for the others.
 */
const MembersCountButton = () => {
  const record = useRecordContext<CompanyRecord>();
  const translate = useTranslate();
  const { canAccess: canViewUsers } = useModuleAccess('list', 'users');
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const count = record.membersCount ?? 0;
  if (!canViewUsers) return <>{count}</>;
  return (
    <>
      <Link component="button" type="button" onClick={() => setOpen(true)}>
        <span>{count}</span>
        <VisuallyHidden>{` ${translate('app.companies.showMembers', { name: record.name })}`}</VisuallyHidden>
      </Link>
      {open && <UserListDialog open companyId={String(record.id)} onClose={() => setOpen(false)} />}
    </>
  );
};

const CompanyRowActions = () => <RecordActions viewWithoutEdit />;

/** A count on a phone's row, after the label of its desktop column. */
const MobileCount = ({ source, children }: { source: 'locationCount' | 'membersCount'; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-block', mr: 2 }}>
      {translate(`resources.companies.fields.${source}`)}: {children}
    </Box>
  );
};

/** On a phone: the name, the type, the Locations and Members counts, the status and the row's actions. */
const MOBILE: MobileRows<CompanyRecord> = {
  primaryText: (record) => record.name,
  secondaryText: () => (
    <>
      <CompanyTypeField />
      <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
        <MobileCount source="locationCount">
          <LocationCountButton />
        </MobileCount>
        <MobileCount source="membersCount">
          <MembersCountButton />
        </MobileCount>
      </Box>
    </>
  ),
  tertiaryText: () => <ActiveStatusField />,
  actions: <CompanyRowActions />,
};

const CompanyTable = () => (
  <ListTable storeKey={COLUMNS_STORE_KEY} mobile={MOBILE}>
    {companyColumns()}
    <DataTable.Col source="websiteUrl" disableSort>
      <CompanyWebsiteField />
    </DataTable.Col>
    <DataTable.Col source="locationCount">
      <LocationCountButton />
    </DataTable.Col>
    <DataTable.Col source="membersCount">
      <MembersCountButton />
    </DataTable.Col>
    <DataTable.Col source="updatedAt">
      <UsDateField source="updatedAt" />
    </DataTable.Col>
    <DataTable.Col label="app.list.actions" disableSort>
      <CompanyRowActions />
    </DataTable.Col>
  </ListTable>
);

/** The company list, newest first. */
export const CompanyList = () => (
  <ResourceList title="app.companies.title" actions={<ListActions />}>
    <CompanyTable />
  </ResourceList>
);
