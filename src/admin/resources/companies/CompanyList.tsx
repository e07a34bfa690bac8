import { useState } from 'react';
import { Box, IconButton, Link, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import {
  DataTable,
  DateField,
  LinkBase,
  List,
  Pagination,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { ListTable } from '../../common/ListTable';
import { ListToolbar } from '../../common/ListToolbar';
import { StatusToggleButton } from '../../common/StatusToggleButton';
import { LocationListDialog } from '../locations/LocationListDialog';
import { CompanyFilters } from './CompanyFilters';
import { CompanyLogoField } from './CompanyLogoField';
import { CompanyStatusField } from './CompanyStatusField';
import { CompanyTypeField } from './CompanyTypeField';
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

/** Last Updated as MM/DD/yyyy, like the other dates of these screens. */
const DATE_OPTIONS = { month: '2-digit', day: '2-digit', year: 'numeric' } as const;

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

const RowActions = () => {
  const record = useRecordContext<CompanyRecord>();
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'companies', action: 'edit' });
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      {canEdit && (
        <Tooltip title={translate('app.list.edit')}>
          <IconButton component={LinkBase} to={`/companies/edit/${record.id}`} aria-label={translate('app.list.editNamed', { name: record.name })} size="small">
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <StatusToggleButton resource="companies" />
    </Stack>
  );
};

const CompanyTable = () => (
  <ListTable storeKey={COLUMNS_STORE_KEY}>
    <DataTable.Col label="resources.companies.fields.logo" disableSort>
      <CompanyLogoField />
    </DataTable.Col>
    {/* The name sorts by its lower-case form (spec 001 §4). */}
    <DataTable.Col source="nameInLower" label="resources.companies.fields.name" render={(record: CompanyRecord) => record.name} />
    <DataTable.Col source="type" label="resources.companies.fields.type">
      <CompanyTypeField />
    </DataTable.Col>
    <DataTable.Col source="isActive" label="resources.companies.fields.activeStatus">
      <CompanyStatusField />
    </DataTable.Col>
    <DataTable.Col source="locationCount" label="resources.companies.fields.locationCount" disableSort>
      <LocationCountButton />
    </DataTable.Col>
    {/* A number only: the members' list (User Management) has no screen yet. */}
    <DataTable.Col source="membersCount" label="resources.companies.fields.membersCount" disableSort />
    <DataTable.Col source="updatedAt" label="resources.companies.fields.updatedAt">
      <DateField source="updatedAt" options={DATE_OPTIONS} locales="en-US" />
    </DataTable.Col>
    <DataTable.Col label="app.list.actions" disableSort>
      <RowActions />
    </DataTable.Col>
  </ListTable>
);

/** /companies: the company list (spec 001 §2), newest first, 10 per page. */
export const CompanyList = () => (
  <AccessGate resource="companies" action="list">
    <List
      resource="companies"
      title="app.companies.title"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      actions={<ListActions />}
      pagination={<Pagination rowsPerPageOptions={[]} />}
      empty={false}
    >
      <CompanyTable />
    </List>
  </AccessGate>
);
