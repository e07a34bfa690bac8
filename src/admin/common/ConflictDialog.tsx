import { useId, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { defaultChoice, type ConflictChoice, type ConflictOutcome, type ConflictRow } from './conflictMerge';
import type { VersionConflict } from './versionConflict';

export interface ConflictDialogProps {
  conflict: VersionConflict;
  rows: readonly ConflictRow[];
  onResolve: (outcome: ConflictOutcome, choices: Record<string, ConflictChoice>) => void;
  /** Closed without a choice (Escape): the form stays as it is. */
  onClose: () => void;
}

const CELL_SX = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', verticalAlign: 'top' } as const;

/** The local time of an ISO time as HH:mm, or the text itself when it is none. */
function timeOf(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/**
 * 'North Star was changed by Ann Lee at 10:42 while you were editing': a row per field that
 * differs, theirs and yours side by side with a choice of which to keep, then Keep mine (each
 * row as chosen), Take theirs or Keep both.
 */
export const ConflictDialog = ({ conflict, rows, onResolve, onClose }: ConflictDialogProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const leadId = useId();
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>(() =>
    Object.fromEntries(rows.map((row) => [row.key, defaultChoice(row)])),
  );
  const time = timeOf(conflict.changedAt, locale);
  const title = conflict.changedBy
    ? translate('app.conflict.title', { label: conflict.label, name: conflict.changedBy, time })
    : translate('app.conflict.titleUnknown', { label: conflict.label, time });

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth scroll="paper" aria-labelledby={titleId} aria-describedby={leadId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText id={leadId} sx={{ mb: 2 }}>
          {translate(rows.length > 0 ? 'app.conflict.lead' : 'app.conflict.noFields')}
        </DialogContentText>
        {rows.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate('app.conflict.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.conflict.field')}</TableCell>
                  <TableCell>{translate('app.conflict.theirs')}</TableCell>
                  <TableCell>{translate('app.conflict.yours')}</TableCell>
                  <TableCell>{translate('app.conflict.keep')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.key}>
                    <TableCell component="th" scope="row" sx={CELL_SX}>
                      {row.label}
                    </TableCell>
                    <TableCell sx={CELL_SX}>{row.theirs}</TableCell>
                    <TableCell sx={CELL_SX}>{row.yours}</TableCell>
                    <TableCell sx={{ verticalAlign: 'top' }}>
                      <RadioGroup
                        aria-label={translate('app.conflict.choiceFor', { field: row.label })}
                        value={choices[row.key]}
                        onChange={(event) => setChoices((current) => ({ ...current, [row.key]: event.target.value as ConflictChoice }))}
                      >
                        <FormControlLabel value="theirs" control={<Radio size="small" />} label={translate('app.conflict.theirs')} />
                        <FormControlLabel value="yours" control={<Radio size="small" />} label={translate('app.conflict.yours')} />
                        {row.canBoth && <FormControlLabel value="both" control={<Radio size="small" />} label={translate('app.conflict.both')} />}
                      </RadioGroup>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onResolve('theirs', choices)}>{translate('app.conflict.takeTheirs')}</Button>
        <Button onClick={() => onResolve('both', choices)}>{translate('app.conflict.keepBoth')}</Button>
        <Button variant="contained" onClick={() => onResolve('mine', choices)}>
          {translate('app.conflict.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
