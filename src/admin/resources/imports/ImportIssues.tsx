import { useState } from 'react';
import { Box, Button, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ImportCounts } from '../../../shared/imports';
import { saveFile } from '../../common/saveFile';
import { useNotifyError } from '../../common/useNotifyError';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ImportRecord } from './importValues';

const PER_PAGE = 25;
/** As the server keeps them (IMPORT_KEPT_ISSUES in src/server/core/imports/jobs.ts). */
const KEPT = 10_000;

/** What the dry run found or the run did, row by row: to create, to update, unchanged, refused. */
export const ImportCountsLine = ({ counts, done }: { counts: ImportCounts; done: boolean }) => {
  const translate = useTranslate();
  const items: [keyof ImportCounts, number][] = [
    ['create', counts.create],
    ['update', counts.update],
    ['unchanged', counts.unchanged],
    ['error', counts.error],
  ];
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }} component="dl">
      {items.map(([key, value]) => (
        <Box key={key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`app.imports.counts.${key}`, { smart_count: done ? 2 : 1 })}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }} color={key === 'error' && value > 0 ? 'error' : undefined}>
            {value.toLocaleString()}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
};

/**
 * The rows the last dry run or run refused, a page at a time, and as a CSV file to fix the
 * spreadsheet from. A plain MUI table: the issues are no resource of their own (no ids, no sort, no
 * filters), which react-admin's ListBase and DataTable would need.
 */
export const ImportIssues = ({ record }: { record: ImportRecord }) => {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(0);
  const { data } = useQuery({
    // A new job's issues replace the last one's: its state and count are part of the key.
    queryKey: ['imports', 'issues', record.id, record.status, record.issueCount, page],
    queryFn: ({ signal }) => dataProvider.getImportIssues(record.id, { offset: page * PER_PAGE, limit: PER_PAGE }, signal),
  });
  if (record.issueCount === 0) return <Typography variant="body2">{translate('app.imports.issues.none')}</Typography>;
  const download = async () => {
    try {
      const { blob, fileName } = await dataProvider.downloadImportIssues(record.id);
      saveFile(blob, fileName ?? 'import-problems.csv');
    } catch (error) {
      notifyError(error);
    }
  };
  const listed = Math.min(record.issueCount, KEPT);
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3">
          {translate('app.imports.issues.title')}
        </Typography>
        <Button size="small" startIcon={<DownloadIcon />} onClick={download}>
          {translate('app.imports.issues.download')}
        </Button>
      </Stack>
      {record.issueCount > KEPT && <Typography variant="body2">{translate('app.imports.issues.more', { shown: KEPT.toLocaleString(), total: record.issueCount.toLocaleString() })}</Typography>}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('app.imports.issues.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.imports.issues.line')}</TableCell>
              <TableCell>{translate('app.imports.issues.column')}</TableCell>
              <TableCell>{translate('app.imports.issues.message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.issues ?? []).map((issue, index) => (
              <TableRow key={`${issue.line}-${index}`}>
                <TableCell>{issue.line}</TableCell>
                <TableCell>{issue.column}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{issue.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {listed > PER_PAGE && (
        <TablePagination
          component="div"
          count={listed}
          page={page}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[PER_PAGE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      )}
    </Stack>
  );
};
