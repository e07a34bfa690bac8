import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import GridOnIcon from '@mui/icons-material/GridOn';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { exportFileName } from '../../../shared/userValues';
import { saveFile } from '../../common/saveFile';
import { useNotifyError } from '../../common/useNotifyError';
import type { AppDataProvider } from '../../providers/dataProvider';

type ExportKind = 'report' | 'purchasable';

// The 'Fetching Data' dialog is downloaded with the first export, not with the list.
const FetchingDataDialog = lazy(() => import('./FetchingDataDialog').then((m) => ({ default: m.FetchingDataDialog })));

/**
 * Download Purchasable List and Export: the whole list under the current search, filters and sort
 * as CSV, through the app's HTTP client (so with the token); the purchasable list asks the server
 * for its own columns and rows (active members).
 */
export const UserExportButtons = () => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort } = useListContext();
  const [fetching, setFetching] = useState<ExportKind | null>(null);
  const [used, setUsed] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page abandons a download in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const run = async (kind: ExportKind) => {
    const current = new AbortController();
    controller.current = current;
    setUsed(true);
    setFetching(kind);
    try {
      const { blob, fileName } = await dataProvider.exportUsers({
        filter: filterValues,
        sort,
        purchasable: kind === 'purchasable',
        signal: current.signal,
      });
      if (!current.signal.aborted) saveFile(blob, fileName ?? exportFileName(kind, new Date()));
    } catch (error) {
      if (!current.signal.aborted) notifyError(error);
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setFetching(null);
      }
    }
  };
  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setFetching(null);
  };

  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => run('purchasable')} disabled={fetching !== null}>
        {translate('app.users.export.purchasable')}
      </Button>
      <Button variant="outlined" startIcon={<GridOnIcon />} onClick={() => run('report')} disabled={fetching !== null}>
        {translate('app.users.export.button')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <FetchingDataDialog open={fetching !== null} onCancel={cancel} />
        </Suspense>
      )}
    </>
  );
};
