import type { ReactNode } from 'react';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';

export interface FilterRowProps {
  /** Whether something is chosen: only then the delete icon shows. */
  chosen: boolean;
  onRemove: () => void;
  /** The delete icon's name, already translated, e.g. 'Remove the Company Type filter'. */
  removeLabel: string;
  children: ReactNode;
}

/** One filter of a Filters panel, with a delete icon once something is chosen (spec 000 §2). */
export const FilterRow = ({ chosen, onRemove, removeLabel, children }: FilterRowProps) => (
  <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 0.5 }}>
    <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    <Box sx={{ width: 40, pt: 0.5, flexShrink: 0 }}>
      {chosen && (
        <Tooltip title={removeLabel}>
          <IconButton size="small" aria-label={removeLabel} onClick={onRemove}>
            <ClearIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  </Stack>
);
