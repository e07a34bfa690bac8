import type { MouseEvent, ReactNode } from 'react';
import { IconButton } from '@mui/material';
import { LinkBase } from 'react-admin';
import { tooltipAttributes } from './sharedTooltip';

export interface RowIconButtonProps {
  /** The button's name, already translated, e.g. 'Edit Acme Realty'. */
  label: string;
  icon: ReactNode;
  /** A link target; otherwise `onClick` runs. */
  to?: string;
  /** Opens `to` in a new tab or window (the label should say so). */
  newTab?: boolean;
  onClick?: (event: MouseEvent) => void;
}

/** An icon button of a table row (edit, view …), named for screen readers and with its tooltip. */
export const RowIconButton = ({ label, icon, to, newTab = false, onClick }: RowIconButtonProps) =>
  to && newTab ? (
    <IconButton component="a" href={to} target="_blank" rel="noopener noreferrer" aria-label={label} size="small" {...tooltipAttributes(label)}>
      {icon}
    </IconButton>
  ) : to ? (
    <IconButton component={LinkBase} to={to} aria-label={label} size="small" {...tooltipAttributes(label)}>
      {icon}
    </IconButton>
  ) : (
    <IconButton aria-label={label} size="small" onClick={onClick} {...tooltipAttributes(label)}>
      {icon}
    </IconButton>
  );
