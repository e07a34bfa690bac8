import { useCallback, useId, useState, type ReactNode } from 'react';
import { Alert, Button, Card, CardContent, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import UndoIcon from '@mui/icons-material/Undo';
import { Confirm, ShowBase, useDataProvider, useNotify, useShowContext, useTranslate } from 'react-admin';
import { IMPORT_UNDOABLE, type ImportCheckBody, type ImportStatus } from '../../../shared/imports';
import { formatUsDateTime } from '../../../shared/formats';
import { AccessGate } from '../../common/AccessGate';
import { PleaseWait } from '../../common/PleaseWait';
import { useNotifyError } from '../../common/useNotifyError';
import { RecordPageTitle } from '../../layout/PageTitle';
import type { AppDataProvider, ImportStep } from '../../providers/dataProvider';
import { ImportCheckNotes } from './ImportCheckNotes';
import { ImportColumns } from './ImportColumns';
import type { ImportSettings } from './importValues';
import { ImportCountsLine, ImportIssues } from './ImportIssues';
import { ImportProgress } from './ImportProgress';
import { ImportStatusChip } from './ImportStatusChip';
import { importKeysOf } from './importFields';
import { isBusy, type ImportRecord } from './importValues';

/** While a job works, the page asks for the import every second. */
const POLL_MS = 1000;

/** The heading of the job at work. */
const JOB_TITLES: Partial<Record<ImportStatus, string>> = { checking: 'app.imports.check.title', running: 'app.imports.run.title', undoing: 'app.imports.undo.working' };

/** One step of the page: a region named by its heading. */
const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={id}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" id={id}>
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
};

/**
 * /userImports/:id/show, /companyImports/:id/show: one CSV import from the file to its undo. The
 * dry run may be repeated as often as needed; the run is a job on the server that this page
 * follows and that goes on if the page closes.
 */
export const ImportShow = () => (
  <AccessGate action="create">
    <ShowBase queryOptions={{ refetchInterval: (query) => (isBusy(query.state.data as ImportRecord | undefined) ? POLL_MS : false) }}>
      <ImportPage />
    </ShowBase>
  </AccessGate>
);

const ImportPage = () => {
  const { record, refetch, isPending } = useShowContext<ImportRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [settings, setSettings] = useState<ImportSettings | null>(null);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [confirming, setConfirming] = useState<'run' | 'undo' | null>(null);
  const [sending, setSending] = useState(false);
  const onSettings = useCallback((next: ImportSettings) => setSettings(next), []);

  if (isPending) return <PleaseWait />;
  if (!record) return <Alert severity="error">{translate('app.imports.notFound')}</Alert>;

  const step = async (name: ImportStep, body?: Record<string, unknown>) => {
    setSending(true);
    try {
      const { message } = await dataProvider.importStep(record.id, name, body);
      if (message) notify(message, { type: 'info' });
    } catch (error) {
      notifyError(error);
    } finally {
      setSending(false);
      setConfirming(null);
      await refetch();
    }
  };

  const busy = isBusy(record);
  const editable = record.status === 'uploaded' || record.status === 'checked';
  const ran = !editable && record.status !== 'checking';
  const checkBody: ImportCheckBody | null = settings && {
    mapping: settings.mapping,
    valueMaps: settings.valueMaps,
    match: settings.match,
    dateFormat: settings.dateFormat,
    unknownCompany: record.entity === 'users' ? settings.unknownCompany : 'refuse',
  };
  const toImport = record.checkedCounts ? record.checkedCounts.create + record.checkedCounts.update : 0;

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <RecordPageTitle<ImportRecord> titleKey={`app.imports.titles.${record.entity}`} nameOf={(r) => r.fileName} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('app.imports.importTitle', { file: record.fileName })}
        </Typography>
        <ImportStatusChip status={record.status} />
        <Typography variant="body2" color="text.secondary">
          {`${translate('app.imports.rows', { smart_count: record.rowCount, count: record.rowCount.toLocaleString() })} · ${record.createdByName} · ${formatUsDateTime(record.createdAt)}`}
        </Typography>
      </Stack>
      {record.message && <Alert severity={record.status === 'failed' ? 'error' : 'warning'}>{record.message}</Alert>}
      {record.status === 'undone' && record.undoneAt && <Alert severity="info">{translate('app.imports.undo.undoneBy', { name: record.undoneByName ?? '', date: formatUsDateTime(record.undoneAt) })}</Alert>}

      {busy && (
        <Section title={translate(JOB_TITLES[record.status] ?? 'app.imports.run.title')}>
          <ImportProgress record={record} onCancel={() => void step('cancel')} />
        </Section>
      )}

      {editable && (
        <Section title={translate('app.imports.mapping.title')}>
          <ImportColumns record={record} settings={settings} onChange={onSettings} disabled={sending} />
        </Section>
      )}

      {editable && (
        <Section title={translate('app.imports.check.title')}>
          <Typography variant="body2">{translate('app.imports.check.intro')}</Typography>
          {record.status === 'checked' && record.checkedCounts && <ImportCountsLine counts={record.checkedCounts} done={false} />}
          <ImportCheckNotes record={record} settings={settings} />
          {record.status === 'checked' && <ImportIssues record={record} />}
          <Stack direction="row">
            <Button
              variant={record.status === 'checked' ? 'outlined' : 'contained'}
              startIcon={<FactCheckIcon />}
              disabled={sending || !checkBody || !importKeysOf(record.entity).some((key) => checkBody.mapping.includes(key))}
              onClick={() => checkBody && void step('check', checkBody)}
            >
              {translate(record.status === 'checked' ? 'app.imports.check.again' : 'app.imports.check.start')}
            </Button>
          </Stack>
        </Section>
      )}

      {record.status === 'checked' && (
        <Section title={translate('app.imports.run.title')}>
          <FormControlLabel
            control={<Checkbox checked={allOrNothing} onChange={(event) => setAllOrNothing(event.target.checked)} />}
            label={translate('app.imports.run.allOrNothing')}
          />
          <Stack direction="row">
            <Button variant="contained" startIcon={<PlayArrowIcon />} disabled={sending || toImport === 0} onClick={() => setConfirming('run')}>
              {translate('app.imports.run.start', { count: toImport.toLocaleString() })}
            </Button>
          </Stack>
        </Section>
      )}

      {ran && !busy && (
        <Section title={translate('app.imports.run.title')}>
          {record.counts && <ImportCountsLine counts={record.counts} done />}
          <ImportIssues record={record} />
          {IMPORT_UNDOABLE.includes(record.status) && (
            <Stack direction="row">
              <Button variant="outlined" startIcon={<UndoIcon />} disabled={sending} onClick={() => setConfirming('undo')}>
                {translate('app.imports.undo.button')}
              </Button>
            </Stack>
          )}
        </Section>
      )}

      <Confirm
        isOpen={confirming === 'run'}
        loading={sending}
        title="app.imports.run.confirmTitle"
        content={translate('app.imports.run.confirm', { mode: allOrNothing ? translate('app.imports.run.allOrNothingMode') : '' })}
        confirm="app.imports.run.confirmButton"
        onConfirm={() => void step('run', { allOrNothing })}
        onClose={() => setConfirming(null)}
      />
      <Confirm
        isOpen={confirming === 'undo'}
        loading={sending}
        title="app.imports.undo.title"
        content={`app.imports.undo.contents.${record.entity}`}
        confirm="app.imports.undo.confirm"
        onConfirm={() => void step('undo')}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
};
