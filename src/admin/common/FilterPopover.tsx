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
  const panelId = useId();
  return (
    <>
      <FiltersButton appliedCount={appliedCount} open={anchor !== null} panelId={panelId} onOpen={onOpen} />
      <FilterPanel panelId={panelId} anchor={anchor} onClose={onClose} paperSx={paperSx}>
        {children}
      </FilterPanel>
    </>
  );
};

interface FiltersButtonProps {
  /** How many filters apply now: the badge, and the button's accessible name. */
  appliedCount: number;
  open: boolean;
  /** The id of the panel it opens (FilterPanel's `panelId`). */
  panelId: string;
  onOpen: (anchor: HTMLElement) => void;
  /** Called when the pointer or the focus comes to the button, e.g. to fetch the panel's code. */
  onIntent?: () => void;
}

/** The 'Filters' button alone, for a list whose panel is loaded when first opened (UserFilters). */
export const FiltersButton = ({ appliedCount, open, panelId, onOpen, onIntent }: FiltersButtonProps) => {
  const translate = useTranslate();
  return (
    <Badge badgeContent={appliedCount} color="primary" overlap="rectangular">
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        onClick={(event) => onOpen(event.currentTarget)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        // The badge is only seen; the name says how many filters apply.
        aria-label={appliedCount > 0 ? translate('app.list.filtersApplied', { count: appliedCount }) : undefined}
      >
        {translate('app.list.filters')}
      </Button>
    </Badge>
  );
};

interface FilterPanelProps {
  panelId: string;
  /** The button the open panel hangs from; null while closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  paperSx: SxProps<Theme>;
  children: (titleId: string) => ReactNode;
}

/** The panel the 'Filters' button opens. */
export const FilterPanel = ({ panelId, anchor, onClose, paperSx, children }: FilterPanelProps) => {
  const titleId = useId();
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { id: panelId, role: 'dialog', 'aria-labelledby': titleId, sx: paperSx } }}
    >
      {children(titleId)}
    </Popover>
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
