import { useState } from 'react';
import { Box, Link } from '@mui/material';
import {
  DataTable,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ListTable } from '../../common/ListTable';
import { ListToolbar } from '../../common/ListToolbar';
import { UsDateField } from '../../common/UsDateField';
import { RecordActions } from '../../common/RecordActions';
import { ResourceList } from '../../common/ResourceList';
import { LocationListDialog } from '../locations/LocationListDialog';
import { CompanyFilters } from './CompanyFilters';
import { companyColumns } from './companyColumns';
import type { CompanyRecord } from './companyTransform';

/** Where the list's shown and hidden columns are kept (the pickers of companies keep their own). */
const COLUMNS_STORE_KEY = 'companies.list';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const ListActions = () => (
  <ListToolbar
    resource="companies"
    searchHint="app.companies.searchHint"
    addPath="/companies/add"
    addLabel="app.companies.add"
    columnsStoreKey={COLUMNS_STORE_KEY}
  >
    <CompanyFilters />
  </ListToolbar>
);

/** The Locations count: opens the company's location list (spec 001 §2). */
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
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {` ${translate('app.companies.showLocations', { name: record.name })}`}
        </Box>
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

const CompanyTable = () => (
  <ListTable storeKey={COLUMNS_STORE_KEY}>
    {companyColumns()}
    <DataTable.Col source="locationCount" label="resources.companies.fields.locationCount">
      <LocationCountButton />
    </DataTable.Col>
    {/* A number only: the members' list (User Management) has no screen yet. */}
    <DataTable.Col source="membersCount" label="resources.companies.fields.membersCount" />
    <DataTable.Col source="updatedAt" label="resources.companies.fields.updatedAt">
      <UsDateField source="updatedAt" />
    </DataTable.Col>
    <DataTable.Col label="app.list.actions" disableSort>
      <RecordActions resource="companies" to={(record) => `/companies/edit/${record.id}`} />
    </DataTable.Col>
  </ListTable>
);

/** /companies: the company list (spec 001 §2), newest first, 10 per page. */
export const CompanyList = () => (
  <ResourceList resource="companies" title="app.companies.title" sort={{ field: 'createdAt', order: 'DESC' }} actions={<ListActions />}>
    <CompanyTable />
  </ResourceList>
);
