import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, ListBase, Pagination, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { ListSearch } from '../../common/ListSearch';
import { CompanyDetailsDialog } from './CompanyDetailsDialog';
import { CompanyLogoField } from './CompanyLogoField';
import { CompanyStatusField } from './CompanyStatusField';
import { CompanyTypeField } from './CompanyTypeField';
import type { CompanyRecord } from './companyTransform';

export interface CompanyListDialogProps {
  open: boolean;
  onClose: () => void;
  /** The sponsorship whose companies are listed. */
  sponsorshipId: string;
  /** i18n key of the title; 'Companies' by default. */
  title?: string;
}

/** The eye icon of a row: 'Company Details', the company read-only. */
const ViewCompanyButton = () => {
  const record = useRecordContext<CompanyRecord>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const label = translate('app.companies.details.view', { name: record.name });
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={() => setOpen(true)}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && <CompanyDetailsDialog open onClose={() => setOpen(false)} companyId={String(record.id)} />}
    </>
  );
};

const SponsorCompanies = () => {
  const translate = useTranslate();
  const { isPending } = useListContext();
  if (isPending) {
    return (
      <Typography role="status" sx={{ p: 2 }}>
        {translate('app.common.loading')}
      </Typography>
    );
  }
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <DataTable
          rowClick={false}
          bulkActionButtons={false}
          storeKey="companies.sponsorDialog"
          empty={<Typography sx={{ p: 2 }}>{translate('app.common.noRecords')}</Typography>}
          sx={{ mt: 1 }}
        >
          <DataTable.Col label="resources.companies.fields.logo" disableSort>
            <CompanyLogoField />
          </DataTable.Col>
          <DataTable.Col source="nameInLower" label="resources.companies.fields.name" render={(record: CompanyRecord) => record.name} />
          <DataTable.Col source="type" label="resources.companies.fields.type">
            <CompanyTypeField />
          </DataTable.Col>
          <DataTable.Col source="isActive" label="resources.companies.fields.activeStatus">
            <CompanyStatusField />
          </DataTable.Col>
          <DataTable.Col label="app.list.actions" disableSort>
            <ViewCompanyButton />
          </DataTable.Col>
        </DataTable>
      </Box>
      <Pagination rowsPerPageOptions={[]} />
    </>
  );
};

/**
 * The company list in sponsor mode (spec 001 §2): the companies of one sponsorship, with an eye icon
 * per row opening 'Company Details'. Search and page live in the dialog only.
 */
export const CompanyListDialog = ({ open, onClose, sponsorshipId, title = 'app.companies.listDialog.title' }: CompanyListDialogProps) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = `company-list-title-${sponsorshipId}`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent dividers>
        {open && (
          <ListBase
            resource="companies"
            disableSyncWithLocation
            // The page behind is signed in; the list shows what the API lets it (the server is the gate).
            disableAuthentication
            storeKey={false}
            filter={{ sponsership: sponsorshipId }}
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={10}
          >
            <ListSearch hint="app.companies.searchHint" />
            <SponsorCompanies />
          </ListBase>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.status.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
