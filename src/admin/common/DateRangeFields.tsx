import { useId } from 'react';
import { Box, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DateRangeFieldsProps {
  /** The range's name, shown as the fieldset's legend (already translated). */
  legend: string;
  from: string;
  to: string;
  /** i18n keys of the two date fields' labels. */
  fromLabel: string;
  toLabel: string;
  /** i18n key of what is wrong with the range, if anything. */
  error?: string;
  onChange: (range: { from?: string; to?: string }) => void;
}

/**
 * A 'from' and 'to' date pair of a filter panel (dates as yyyy-MM-dd): one fieldset whose legend
 * names the range, each field bounded by the other, and the range's error read with both.
 */
export const DateRangeFields = ({ legend, from, to, fromLabel, toLabel, error, onChange }: DateRangeFieldsProps) => {
  const translate = useTranslate();
  const errorId = useId();
  return (
    <Box component="fieldset" aria-describedby={error ? errorId : undefined} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <TextField
          type="date"
          size="small"
          fullWidth
          label={translate(fromLabel)}
          value={from}
          error={Boolean(error)}
          onChange={(event) => onChange({ from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
        />
        <TextField
          type="date"
          size="small"
          fullWidth
          label={translate(toLabel)}
          value={to}
          error={Boolean(error)}
          onChange={(event) => onChange({ to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
        />
      </Stack>
      {error && (
        <FormHelperText id={errorId} error>
          {translate(error)}
        </FormHelperText>
      )}
    </Box>
  );
};
