import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import {
  DataTable,
  ListBase,
  Pagination,
  useRecordContext,
  useTranslate,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { ListSearch } from './ListSearch';
import { ListTable } from './ListTable';

export interface PickerDialogProps<R extends RaRecord = RaRecord> {
  /** The react-admin resource listed, e.g. 'companies'. */
  resource: string;
  /** i18n key of the dialog title, e.g. 'Select Company'. */
  title: string;
  open: boolean;
  onClose: () => void;
  /** Called with the chosen row; the dialog does not close itself. */
  onSelect: (record: R) => void;
  /** Rows already chosen: their Select button is disabled (spec 000 §5). */
  selectedIds?: readonly Identifier[];
  /** A filter every list call of the picker sends, e.g. `{ isActive: true }`. */
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  /** i18n key of the search hint. */
  searchHint: string;
  /** The columns: `<DataTable.Col>` elements. */
  children: ReactNode;
}

const SelectRowButton = <R extends RaRecord>({
  onSelect,
  selectedIds,
}: {
  onSelect: (record: R) => void;
  selectedIds: readonly Identifier[];
}) => {
  const record = useRecordContext<R>();
  const translate = useTranslate();
  if (!record) return null;
  const chosen = selectedIds.includes(record.id);
  return (
    <Button size="small" variant="outlined" disabled={chosen} onClick={() => onSelect(record)}>
      {translate(chosen ? 'app.list.selected' : 'app.list.select')}
    </Button>
  );
};

/**
 * A list in a dialog with a Select button per row: the pickers of the product ('Select Company',
 * 'Select Sponsorship', 'Select User' …). Its search and page live in the dialog only, never in
 * the URL or the Store, so the page behind it keeps its own.
 */
export const PickerDialog = <R extends RaRecord = RaRecord>({
  resource,
  title,
  open,
  onClose,
  onSelect,
  selectedIds = [],
  filter,
  sort,
  searchHint,
  children,
}: PickerDialogProps<R>) => {
  const translate = useTranslate();
  const titleId = `picker-${resource}-title`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent dividers>
        {open && (
          <ListBase
            resource={resource}
            disableSyncWithLocation
            // The page behind is already signed in; a picker lists whatever the API lets it (the server is the gate).
            disableAuthentication
            storeKey={false}
            filter={filter}
            sort={sort}
            perPage={10}
          >
            <ListSearch hint={searchHint} />
            <ListTable sx={{ mt: 1 }}>
              {children}
              <DataTable.Col label="app.list.actions" disableSort>
                <SelectRowButton<R> onSelect={onSelect} selectedIds={selectedIds} />
              </DataTable.Col>
            </ListTable>
            <Pagination rowsPerPageOptions={[]} />
          </ListBase>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.status.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
