import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@mui/material';
import TableViewIcon from '@mui/icons-material/TableView';
import {
  useDataProvider,
  useListContext,
  useLocaleState,
  useNotify,
  useTranslate,
  useTranslateLabel,
} from 'react-admin';
import type { ExportColumnRequest } from '../../shared/listExport';
import { tableExportFileName } from '../../shared/listExportValues';
import type { AppDataProvider } from '../providers/dataProvider';
import type { ExportableColumns } from './exportColumns';
import { saveFile } from './saveFile';
import { useChosenColumns } from './tableColumns';
import { useNotifyError } from './useNotifyError';

// The progress dialog is downloaded with the first export, not with every list.
const ExportProgressDialog = lazy(() => import('./ExportProgressDialog').then((m) => ({ default: m.ExportProgressDialog })));

/** The reader's time zone, as the browser writes dates on screen. */
const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * 'Export Table': the columns chosen with Columns, in their order and as the cells show them, for
 * the whole list under its search, filters and sort, streamed by the server. react-admin's own
 * ExportButton writes every field of the records in the browser and ignores the chosen columns.
 */
export const ExportTableButton = ({ columns }: { columns: ExportableColumns }) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  const { filter, filterValues, sort, total, meta, resource } = useListContext();
  const chosen = useChosenColumns();
  const [rows, setRows] = useState<number | null>(null);
  const [used, setUsed] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page abandons an export in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const request = useMemo<ExportColumnRequest[]>(
    () =>
      chosen.flatMap((column) => {
        const exportable = Object.hasOwn(columns, column.id) ? columns[column.id] : undefined;
        if (!exportable) return [];
        const label = translateLabel({ label: column.label, source: column.source, resource });
        return [{ key: exportable.key ?? column.id, label: typeof label === 'string' ? label : column.id, values: exportable.values?.(translate) }];
      }),
    [chosen, columns, translateLabel, translate, resource],
  );

  const run = async () => {
    if (request.length === 0) {
      notify('app.export.noColumns', { type: 'warning' });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setUsed(true);
    setRows(0);
    const timeZone = readerTimeZone();
    try {
      const file = await dataProvider.exportTable(resource, {
        // The list's own filters, its permanent one (a company's locations) included, as getList gets them.
        filter: { ...filterValues, ...filter },
        sort,
        columns: request,
        locale,
        timeZone,
        signal: current.signal,
        onProgress: (done) => {
          if (!current.signal.aborted) setRows(done);
        },
      });
      if (current.signal.aborted) return;
      saveFile(file.blob, file.fileName ?? tableExportFileName(resource, new Date(), timeZone));
      notify('app.export.done', { type: 'success', messageArgs: { smart_count: file.rows } });
    } catch (error) {
      if (!current.signal.aborted) notifyError(error);
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setRows(null);
      }
    }
  };
  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setRows(null);
  };

  // Above 1,000 rows the list's total is "more than" (ListPagination): the bar then runs without an end.
  const known = typeof total === 'number' && total > 0 && (meta as { totalExact?: boolean } | undefined)?.totalExact !== false;
  // The number format only while exporting: building one is costly, and the list renders this often.
  const count = rows === null ? null : new Intl.NumberFormat(locale);
  const progress =
    rows === null || count === null
      ? ''
      : known
        ? translate('app.export.progress', { done: count.format(rows), total: count.format(total) })
        : translate('app.export.progressUnknown', { done: count.format(rows) });

  return (
    <>
      <Button variant="outlined" startIcon={<TableViewIcon />} onClick={run} disabled={rows !== null}>
        {translate('app.export.button')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ExportProgressDialog
            open={rows !== null}
            progress={progress}
            percent={known && rows !== null ? Math.min(100, (rows / total) * 100) : null}
            onCancel={cancel}
          />
        </Suspense>
      )}
    </>
  );
};
