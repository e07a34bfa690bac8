import { useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext, useTranslate } from 'react-admin';
import { ListDialog } from '../../common/ListDialog';
import { RowIconButton } from '../../common/RowIconButton';
import { CompanyDetailsDialog } from './CompanyDetailsDialog';
import { companyColumns } from './companyColumns';
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
  return (
    <>
      <RowIconButton
        label={translate('app.companies.details.view', { name: record.name })}
        icon={<VisibilityIcon fontSize="small" />}
        onClick={() => setOpen(true)}
      />
      {open && <CompanyDetailsDialog open onClose={() => setOpen(false)} companyId={String(record.id)} />}
    </>
  );
};

/**
 * The company list in sponsor mode (spec 001 §2): the companies of one sponsorship, with an eye icon
 * per row opening 'Company Details'.
 */
export const CompanyListDialog = ({ open, onClose, sponsorshipId, title = 'app.companies.listDialog.title' }: CompanyListDialogProps) => (
  <ListDialog
    resource="companies"
    title={title}
    open={open}
    onClose={onClose}
    filter={{ sponsership: sponsorshipId }}
    sort={{ field: 'createdAt', order: 'DESC' }}
    searchHint="app.companies.searchHint"
    rowActions={<ViewCompanyButton />}
  >
    {companyColumns()}
  </ListDialog>
);
