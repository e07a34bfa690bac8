import { useId } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { errorMessage } from '../../common/errorMessage';
import { userTypeLabel } from '../../layout/userTypeLabel';
import type { UserRecord } from './userTypes';

export interface UserDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  userId: string;
}

type Detail = [label: string, value: string | null | undefined];

const US_DATE = { month: '2-digit', day: '2-digit', year: 'numeric' } as const;

/** The facts the popup shows, label by label. */
function detailsOf(user: UserRecord, translate: ReturnType<typeof useTranslate>): Detail[] {
  const yesNo = (flag: boolean) => translate(flag ? 'app.users.yes' : 'app.users.no');
  const list = (values: string[]) => values.join(', ');
  const home = [user.address1, user.address2, user.city, user.state, user.postalCode, user.country].filter(Boolean).join(', ');
  const field = (name: string) => `resources.users.fields.${name}`;
  return [
    [field('name'), user.name],
    [field('email'), user.email],
    [field('phoneNumber'), user.phoneNumber],
    [field('secondaryPhone'), user.secondaryPhone],
    [field('role'), userTypeLabel(user.role, translate)],
    [field('isActive'), translate(user.isActive ? 'app.status.active' : 'app.status.inactive')],
    [field('company'), user.company?.name],
    [field('companyLocation'), user.companyLocation?.name],
    [field('nrds'), user.nrds],
    [field('reLicenseNo'), user.reLicenseNo],
    [field('mncarMemberStatus'), user.mncarMemberStatus],
    [field('mncarlMemberStatus'), user.mncarlMemberStatus],
    [field('mncarMiscellaneousStatus'), user.mncarMiscellaneousStatus],
    [field('alowMcpeAccess'), yesNo(user.alowMcpeAccess)],
    [field('mcpeAccessType'), user.mcpeAccessType],
    [field('designations'), user.designations],
    [field('homeAddress'), home],
    [field('groups'), list(user.groups ?? [])],
    [field('createdAt'), user.createdAt ? new Date(user.createdAt).toLocaleDateString('en-US', US_DATE) : ''],
  ];
}

/** 'User Details': the user's main facts, read-only, from GET /users/{id}. */
export const UserDetailsDialog = ({ open, onClose, userId }: UserDetailsDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data: user, isPending, error } = useGetOne<UserRecord>('users', { id: userId }, { enabled: open, retry: false });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('app.users.details.title')}</DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Typography role="alert">{translate(errorMessage(error), { _: errorMessage(error) })}</Typography>
        ) : isPending || !user ? (
          <Typography role="status">{translate('app.common.loading')}</Typography>
        ) : (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' }, columnGap: 2, rowGap: 1, m: 0 }}
          >
            {detailsOf(user, translate).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                  {translate(label)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value ? value : translate('app.users.details.none')}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.status.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
