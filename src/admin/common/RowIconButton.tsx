import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { LinkBase } from 'react-admin';

export interface RowIconButtonProps {
  /** The button's name, already translated, e.g. 'Edit Acme Realty'. */
  label: string;
  icon: ReactNode;
  /** A link target; otherwise `onClick` runs. */
  to?: string;
  onClick?: () => void;
}

/** An icon button of a table row (edit, view …), named for screen readers and with its tooltip. */
export const RowIconButton = ({ label, icon, to, onClick }: RowIconButtonProps) => (
  <Tooltip title={label}>
    {to ? (
      <IconButton component={LinkBase} to={to} aria-label={label} size="small">
        {icon}
      </IconButton>
    ) : (
      <IconButton aria-label={label} size="small" onClick={onClick}>
        {icon}
      </IconButton>
    )}
  </Tooltip>
);
