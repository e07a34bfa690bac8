import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { ListDialog } from '../../common/ListDialog';
import { useResourcePaths } from '../../common/resourceOptions';
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

/**
 * A row's actions: edit in a new window, so the sponsorship list stays where it was, for those who
 * may edit companies; and the eye icon: 'Company Details', the company read-only.
 */
const CompanyRowActions = () => {
  const record = useRecordContext<CompanyRecord>();
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'companies', action: 'edit' });
  const paths = useResourcePaths('companies');
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      {canEdit && (
        <RowIconButton
          label={`${translate('app.list.editNamed', { name: record.name })} ${translate('app.common.opensInNewTab')}`}
          icon={<EditIcon fontSize="small" />}
          to={paths.record(String(record.id))}
          newTab
        />
      )}
      <RowIconButton
        label={translate('app.companies.details.view', { name: record.name })}
        icon={<VisibilityIcon fontSize="small" />}
        onClick={() => setOpen(true)}
      />
      {open && <CompanyDetailsDialog open onClose={() => setOpen(false)} companyId={String(record.id)} />}
    </>
  );
};

/** The company list in sponsor mode: the companies of one sponsorship. */
export const CompanyListDialog = ({ open, onClose, sponsorshipId, title = 'app.companies.listDialog.title' }: CompanyListDialogProps) => (
  <ListDialog
    resource="companies"
    title={title}
    open={open}
    onClose={onClose}
    filter={{ sponsership: sponsorshipId }}
    sort={{ field: 'createdAt', order: 'DESC' }}
    searchHint="app.companies.searchHint"
    rowActions={<CompanyRowActions />}
  >
    {companyColumns()}
  </ListDialog>
);
