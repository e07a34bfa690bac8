import { useState } from 'react';
import { IconButton, Link, Stack, Tooltip } from '@mui/material';
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
import { CompanyListDialog } from '../companies/CompanyListDialog';
import type { SponsorshipRecord } from './SponsorshipPickerDialog';

/** Created Date as MM/DD/yyyy (spec 001 §2). */
const DATE_OPTIONS = { month: '2-digit', day: '2-digit', year: 'numeric' } as const;

const ListActions = () => (
  <ListToolbar resource="sponsorships" searchHint="app.sponsorships.searchHint" addPath="/sponsorships/add" addLabel="app.sponsorships.add" />
);

/** The company count opens the company list of that sponsor (spec 001 §2). */
const CompanyCountButton = () => {
  const record = useRecordContext<SponsorshipRecord>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Link
        component="button"
        type="button"
        onClick={() => setOpen(true)}
        aria-label={translate('app.sponsorships.showCompanies', { name: record.name })}
      >
        {record.companyCount}
      </Link>
      {open && (
        <CompanyListDialog
          open
          onClose={() => setOpen(false)}
          sponsorshipId={String(record.id)}
          title="app.sponsorships.companiesTitle"
        />
      )}
    </>
  );
};

const RowActions = () => {
  const record = useRecordContext<SponsorshipRecord>();
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'sponsorships', action: 'edit' });
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      {canEdit && (
        <Tooltip title={translate('app.list.edit')}>
          <IconButton component={LinkBase} to={`/sponsorships/edit/${record.id}`} aria-label={translate('app.list.editNamed', { name: record.name })}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <StatusToggleButton resource="sponsorships" />
    </Stack>
  );
};

/** /sponsorships: the sponsorship list, in position order (spec 001 §2, §9). */
export const SponsorshipList = () => {
  return (
    <AccessGate resource="sponsorships" action="list">
      <List
        resource="sponsorships"
        title="app.sponsorships.title"
        sort={{ field: 'position', order: 'ASC' }}
        perPage={10}
        actions={<ListActions />}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        empty={false}
      >
        <ListTable>
          <DataTable.Col source="position" label="resources.sponsorships.fields.position" />
          <DataTable.Col source="name" label="resources.sponsorships.fields.name" />
          <DataTable.Col source="companyCount" label="resources.sponsorships.fields.companyCount">
            <CompanyCountButton />
          </DataTable.Col>
          <DataTable.Col source="createdAt" label="resources.sponsorships.fields.createdAt">
            <DateField source="createdAt" options={DATE_OPTIONS} locales="en-US" />
          </DataTable.Col>
          <DataTable.Col label="app.list.actions" disableSort>
            <RowActions />
          </DataTable.Col>
        </ListTable>
      </List>
    </AccessGate>
  );
};
