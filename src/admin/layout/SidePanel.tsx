import type { ReactNode } from 'react';
import { Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';

export interface SidePanelProps {
  /** The panel's id, which its opening button's aria-controls names. */
  id: string;
  open: boolean;
  onClose: () => void;
  /** i18n keys of the title and of the close button's name. */
  title: string;
  closeLabel: string;
  /** Its width from sm up (the whole width below). */
  width: number;
  children: ReactNode;
}

/** A right-side panel of the header (the profile panel, the quick panel): a dialog with its title and a close button. */
export const SidePanel = ({ id, open, onClose, title, closeLabel, width, children }: SidePanelProps) => {
  const translate = useTranslate();
  const titleId = `${id}-title`;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id, role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: width } } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h6">
          {translate(title)}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate(closeLabel)}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      {children}
    </Drawer>
  );
};
