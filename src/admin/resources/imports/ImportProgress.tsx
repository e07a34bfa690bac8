import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { IMPORT_CANCELLABLE } from '../../../shared/importStatus';
import type { ImportRecord } from './importValues';

/** What the job works through: a dry run's or run's rows of the file, an undo's records (once it has counted them), and since when. */
function workOf(record: ImportRecord): { total: number; since: string | null; unit: 'rows' | 'records' } {
  return record.status === 'undoing'
    ? { total: record.undoRecords ?? 0, since: record.undoneAt, unit: 'records' }
    : { total: record.rowCount, since: record.startedAt, unit: 'rows' };
}

/** "about 3 minutes": the time left at the pace so far, in the person's language. */
function timeLeft(record: ImportRecord, locale: string): string | undefined {
  const { total, since } = workOf(record);
  if (!since || record.rowsDone === 0) return undefined;
  const elapsed = (Date.now() - new Date(since).getTime()) / 1000;
  const seconds = ((total - record.rowsDone) * elapsed) / record.rowsDone;
  const [value, unit] = seconds < 90 ? [Math.max(1, Math.round(seconds)), 'second'] : [Math.round(seconds / 60), 'minute'];
  return new Intl.NumberFormat(locale.replace('_', '-'), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A dry run's, a run's or an undo's progress: rows (records) done of all, the time left, and Cancel where it can stop. */
export const ImportProgress = ({ record, onCancel }: { record: ImportRecord; onCancel: () => void }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const { total, unit } = workOf(record);
  const percent = total ? Math.min(100, Math.round((record.rowsDone / total) * 100)) : 0;
  const left = timeLeft(record, locale);
  return (
    <Stack spacing={1}>
      <LinearProgress variant="determinate" value={percent} aria-label={translate('app.imports.progress.label')} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="body2" role="status">
          {translate(`app.imports.progress.${unit}`, { done: record.rowsDone.toLocaleString(), total: total.toLocaleString() })}
          {left ? ` · ${translate('app.imports.progress.left', { time: left })}` : ''}
        </Typography>
        <Box>
          {!IMPORT_CANCELLABLE.includes(record.status) ? (
            <Typography variant="body2">{translate('app.imports.progress.atOnce')}</Typography>
          ) : record.cancelRequested ? (
            <Typography variant="body2">{translate('app.imports.progress.cancelling')}</Typography>
          ) : (
            <Button size="small" variant="outlined" onClick={onCancel}>
              {translate('app.imports.progress.cancel')}
            </Button>
          )}
        </Box>
      </Stack>
    </Stack>
  );
};
