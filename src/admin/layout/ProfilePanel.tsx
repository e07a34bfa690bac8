import { useState } from 'react';
import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import LogoutIcon from '@mui/icons-material/Logout';
import MailIcon from '@mui/icons-material/MailOutline';
import { useGetIdentity, useLogout, useNavigate, useTranslate } from 'react-admin';
import { useNotifyError } from '../common/useNotifyError';
import { PROFILE_PATH } from '../modules';
import type { LogoutParams } from '../providers/authProvider';
import { SidePanel } from './SidePanel';
import { usePermissionSubject } from './usePermissionSubject';
import { userTypeLabel } from './userTypeLabel';

export interface ProfilePanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The right-side profile panel: picture, name, role, email, Edit, Sign out and Sign out everywhere. */
export const ProfilePanel = ({ id, open, onClose }: ProfilePanelProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const notifyError = useNotifyError();
  const [endingAll, setEndingAll] = useState(false);
  const { identity } = useGetIdentity();
  const { subject } = usePermissionSubject();

  const fullName = identity?.fullName ?? '';
  const picture = typeof identity?.picture === 'string' && identity.picture !== '' ? identity.picture : undefined;
  const email = typeof identity?.email === 'string' ? identity.email : '';
  const role = typeof identity?.role === 'string' ? identity.role : subject.role;
  const roleNames = subject.roles.map((r) => r.name).filter((name): name is string => Boolean(name));

  const edit = () => {
    onClose();
    navigate(PROFILE_PATH);
  };

  // Ends the user's sessions in every browser, then this one as Sign out does; when the server
  // could not be reached the user stays signed in here and sees why.
  const signOutEverywhere = async () => {
    setEndingAll(true);
    try {
      await logout({ everywhere: true } satisfies LogoutParams);
    } catch (error) {
      notifyError(error);
      setEndingAll(false);
    }
  };

  return (
    <SidePanel id={id} open={open} onClose={onClose} title="app.profile.panel.title" closeLabel="app.shell.closeProfilePanel" width={360}>
      <Stack direction="row" sx={{ gap: 2, p: 2, alignItems: 'center' }}>
        <Avatar
          src={picture}
          alt={picture ? fullName : undefined}
          variant="rounded"
          sx={{ width: 80, height: 80, fontSize: 32, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {fullName.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {userTypeLabel(role, translate)}
          </Typography>
          {roleNames.length > 0 && (
            <Typography variant="body2" color="text.secondary" aria-label={translate('app.profile.panel.roles')}>
              {roleNames.join(', ')}
            </Typography>
          )}
          {email && (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mt: 0.5 }}>
              <MailIcon fontSize="small" titleAccess={translate('app.profile.panel.email')} color="action" />
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {email}
              </Typography>
            </Stack>
          )}
        </Box>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, px: 2, pb: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<EditIcon />} onClick={edit}>
          {translate('app.profile.panel.edit')}
        </Button>
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => logout()}>
          {translate('app.profile.panel.signOut')}
        </Button>
        <Button variant="text" onClick={signOutEverywhere} disabled={endingAll}>
          {translate('app.profile.panel.signOutEverywhere')}
        </Button>
      </Stack>
    </SidePanel>
  );
};
