import { useId, type ReactNode } from 'react';
import { Badge, Button, Popover, type SxProps, type Theme } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useTranslate } from 'react-admin';

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

/** The 'Filters' button of a list toolbar (ListFilters); its panel is FilterPanel. */
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
