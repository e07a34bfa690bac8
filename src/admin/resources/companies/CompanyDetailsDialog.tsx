import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CompanyDetails } from './CompanyDetails';

export interface CompanyDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  companyId: string;
}

/** 'Company Details': the company screen, read-only, in a dialog. */
export const CompanyDetailsDialog = ({ open, onClose, companyId }: CompanyDetailsDialogProps) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = `company-details-title-${companyId}`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('app.companies.details.title')}</DialogTitle>
      <DialogContent dividers>{open && <CompanyDetails companyId={companyId} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.status.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
