import { useEffect, useRef, useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import GridOnIcon from '@mui/icons-material/GridOn';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { saveFile } from '../../common/saveFile';
import { useNotifyError } from '../../common/useNotifyError';
import type { AppDataProvider } from '../../providers/dataProvider';
import { formatLocalDay } from '../../common/localDay';

/** The file name when the server gives none: payments_YYYYMMDD.csv. */
export const paymentsFileName = (day: Date) => `payments_${formatLocalDay(day, '')}.csv`;

/**
 * Export: the whole list under the current search, filters and sort as CSV (the list call with
 * download=csv), through the app's HTTP client so with the token; saved as soon as it arrives.
 */
export const PaymentExportButton = () => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort, resource } = useListContext();
  const [fetching, setFetching] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page abandons a download in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    const current = new AbortController();
    controller.current = current;
    setFetching(true);
    try {
      const { blob, fileName } = await dataProvider.exportList(resource, { filter: filterValues, sort, signal: current.signal });
      if (!current.signal.aborted) saveFile(blob, fileName ?? paymentsFileName(new Date()));
    } catch (error) {
      if (!current.signal.aborted) notifyError(error);
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setFetching(false);
      }
    }
  };

  return (
    <Button
      variant="outlined"
      onClick={run}
      disabled={fetching}
      aria-busy={fetching}
      startIcon={fetching ? <CircularProgress size={16} color="inherit" aria-hidden /> : <GridOnIcon />}
    >
      {translate(fetching ? 'app.payments.export.fetching' : 'app.payments.export.button')}
    </Button>
  );
};
