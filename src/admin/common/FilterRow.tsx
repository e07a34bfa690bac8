import type { ReactNode } from 'react';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import { useTranslate } from 'react-admin';

export interface FilterRowProps {
  /** The filter's name, already translated: the delete icon is 'Remove the <label> filter'. */
  label: string;
  /** Whether something is chosen: only then the delete icon shows. */
  chosen: boolean;
  onRemove: () => void;
  children: ReactNode;
}

/** One filter of a Filters panel, with a delete icon once something is chosen (spec 000 §2). */
export const FilterRow = ({ label, chosen, onRemove, children }: FilterRowProps) => {
  const translate = useTranslate();
  const removeLabel = translate('app.list.removeFilter', { filter: label });
  return (
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
};
