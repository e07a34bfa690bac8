import { Avatar, IconButton } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';

export interface ProfileButtonProps {
  open: boolean;
  onOpen: () => void;
  controls: string;
}

/** The user's initial in the header; opens the profile panel. */
export const ProfileButton = ({ open, onOpen, controls }: ProfileButtonProps) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const name = String(identity?.firstName || identity?.fullName || identity?.email || '');
  return (
    <IconButton
      onClick={onOpen}
      aria-label={translate('app.shell.openProfilePanel')}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      sx={{ p: 0.5, ml: 0.5 }}
    >
      <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 16 }}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
    </IconButton>
  );
};
