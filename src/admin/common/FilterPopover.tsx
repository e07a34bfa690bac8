import { useId, type ReactNode } from 'react';
import { Badge, Button, Popover, Stack, type SxProps, type Theme } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useTranslate } from 'react-admin';

interface FilterPopoverProps {
  /** How many filters apply now: the badge, and the button's accessible name. */
  appliedCount: number;
  /** The button the open panel hangs from; null while closed. */
  anchor: HTMLElement | null;
  onOpen: (anchor: HTMLElement) => void;
  onClose: () => void;
  /** The panel's size. */
  paperSx: SxProps<Theme>;
  /** The panel's content; it titles the panel with an element carrying `titleId`. */
  children: (titleId: string) => ReactNode;
}

/** The 'Filters' button of a list toolbar and the panel it opens (a labelled dialog-like popover). */
export const FilterPopover = ({ appliedCount, anchor, onOpen, onClose, paperSx, children }: FilterPopoverProps) => {
  const translate = useTranslate();
  const panelId = useId();
  const titleId = useId();
  const open = anchor !== null;
  return (
    <>
      <Badge badgeContent={appliedCount} color="primary" overlap="rectangular">
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={(event) => onOpen(event.currentTarget)}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          // The badge is only seen; the name says how many filters apply.
          aria-label={appliedCount > 0 ? translate('app.list.filtersApplied', { count: appliedCount }) : undefined}
        >
          {translate('app.list.filters')}
        </Button>
      </Badge>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { id: panelId, role: 'dialog', 'aria-labelledby': titleId, sx: paperSx } }}
      >
        {children(titleId)}
      </Popover>
    </>
  );
};

/**
 * Clear and Apply at the foot of a filter panel's form (Apply submits it). Both stay disabled until
 * the form is valid and changed (spec 000 §2, §5).
 */
export const FilterPanelActions = ({ canSubmit, onClear, sx }: { canSubmit: boolean; onClear: () => void; sx?: SxProps<Theme> }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={[{ gap: 1, justifyContent: 'flex-end' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Button onClick={onClear} disabled={!canSubmit}>
        {translate('app.list.clear')}
      </Button>
      <Button type="submit" variant="contained" disabled={!canSubmit}>
        {translate('app.list.apply')}
      </Button>
    </Stack>
  );
};
