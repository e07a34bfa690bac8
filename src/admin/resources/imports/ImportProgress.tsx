import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ImportRecord } from './importValues';

/** "about 3 minutes": the time left at the pace so far, in the person's language. */
function timeLeft(record: ImportRecord, locale: string): string | undefined {
  if (!record.startedAt || record.rowsDone === 0) return undefined;
  const elapsed = (Date.now() - new Date(record.startedAt).getTime()) / 1000;
  const seconds = ((record.rowCount - record.rowsDone) * elapsed) / record.rowsDone;
  const [value, unit] = seconds < 90 ? [Math.max(1, Math.round(seconds)), 'second'] : [Math.round(seconds / 60), 'minute'];
  return new Intl.NumberFormat(locale.replace('_', '-'), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A dry run's or a run's progress: rows done of all, the time left, and Cancel. */
export const ImportProgress = ({ record, onCancel }: { record: ImportRecord; onCancel: () => void }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const percent = record.rowCount ? Math.round((record.rowsDone / record.rowCount) * 100) : 0;
  const left = timeLeft(record, locale);
  return (
    <Stack spacing={1}>
      <LinearProgress variant="determinate" value={percent} aria-label={translate('app.imports.progress.label')} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="body2" role="status">
          {translate('app.imports.progress.rows', { done: record.rowsDone.toLocaleString(), total: record.rowCount.toLocaleString() })}
          {left ? ` · ${translate('app.imports.progress.left', { time: left })}` : ''}
        </Typography>
        <Box>
          {record.cancelRequested ? (
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
