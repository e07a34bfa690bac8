import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, ListBase, useTranslate, type SortPayload } from 'react-admin';
import type { ExportableColumns } from './exportColumns';
import { ExportTableButton } from './ExportTableButton';
import { ListSearch } from './ListSearch';
import { ListTable } from './ListTable';
import { ListColumnsProvider } from './tableColumns';
import { ListPagination } from './ListPagination';

export interface ListDialogProps {
  resource: string;
  /** i18n key of the dialog title. */
  title: string;
  open: boolean;
  onClose: () => void;
  /** A filter every list call of the dialog sends, e.g. `{ isActive: true }`. */
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  /** i18n key of the search hint. */
  searchHint: string;
  /** The columns: `<DataTable.Col>` elements. */
  children: ReactNode;
  /** The Actions cell of each row (a Select button, an eye icon …), rendered in the row's record context. */
  rowActions: ReactNode;
  /** Rendered after the dialog, e.g. a details dialog opened from a row. */
  after?: ReactNode;
  /** The list's exportable columns: 'Export Table' beside the search (the list views, not the pickers). */
  exportColumns?: ExportableColumns;
}

/**
 * A list in a dialog: the pickers ('Select Company' …) and the lists opened from a count (a company's
 * locations, a sponsor's companies). Its search and page live in the dialog only, never in the URL
 * or the Store, so the page behind it keeps its own. Full screen on phones.
 */
export const ListDialog = ({ resource, title, open, onClose, filter, sort, searchHint, children, rowActions, after, exportColumns }: ListDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent dividers>
        {open && (
          <ListBase
            resource={resource}
            disableSyncWithLocation
            // The page behind is already signed in; the dialog lists whatever the API lets it (the server is the gate).
            disableAuthentication
            storeKey={false}
            filter={filter}
            sort={sort}
            perPage={10}
          >
            <ListColumnsProvider>
              {exportColumns ? (
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
                  <ListSearch hint={searchHint} />
                  <ExportTableButton columns={exportColumns} />
                </Stack>
              ) : (
                <ListSearch hint={searchHint} />
              )}
              <ListTable sx={{ mt: 1 }}>
                {children}
                <DataTable.Col label="app.list.actions" disableSort>
                  {rowActions}
                </DataTable.Col>
              </ListTable>
            </ListColumnsProvider>
            <ListPagination rowsPerPageOptions={[]} />
          </ListBase>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.status.close')}</Button>
      </DialogActions>
      {after}
    </Dialog>
  );
};
