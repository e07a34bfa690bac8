import { useState } from 'react';
import { Link } from '@mui/material';
import {
  DataTable,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ListTable, type MobileRows } from '../../common/ListTable';
import { ListToolbar } from '../../common/ListToolbar';
import { UsDateField } from '../../common/UsDateField';
import { RecordActions } from '../../common/RecordActions';
import { ResourceList } from '../../common/ResourceList';
import { CompanyListDialog } from '../companies';
import { SPONSORSHIP_EXPORT_COLUMNS } from './sponsorshipExportColumns';
import type { SponsorshipRecord } from './SponsorshipPickerDialog';

const ListActions = () => (
  <ListToolbar searchHint="app.sponsorships.searchHint" addLabel="app.sponsorships.add" exportColumns={SPONSORSHIP_EXPORT_COLUMNS} />
);

/** The company count opens the company list of that sponsor. */
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

/** 'Companies: 3' on a phone's row, the count opening the same list as the table's. */
const CompanyCountLine = () => {
  const translate = useTranslate();
  return (
    <>
      {translate('resources.sponsorships.fields.companyCount')}: <CompanyCountButton />
    </>
  );
};

const SponsorshipRowActions = () => <RecordActions />;

/** On a phone: position and name, the companies count and the row's actions. */
const MOBILE: MobileRows<SponsorshipRecord> = {
  primaryText: (record) => `${record.position}. ${record.name}`,
  secondaryText: () => <CompanyCountLine />,
  actions: <SponsorshipRowActions />,
};

/** /sponsorships: the sponsorship list, in position order. */
export const SponsorshipList = () => (
  <ResourceList title="app.sponsorships.title" actions={<ListActions />}>
    <ListTable mobile={MOBILE}>
      <DataTable.Col source="position" />
      <DataTable.Col source="name" />
      <DataTable.Col source="companyCount">
        <CompanyCountButton />
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <UsDateField source="createdAt" />
      </DataTable.Col>
      <DataTable.Col label="app.list.actions" disableSort>
        <SponsorshipRowActions />
      </DataTable.Col>
    </ListTable>
  </ResourceList>
);
