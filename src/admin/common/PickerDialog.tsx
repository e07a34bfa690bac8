import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate, type Identifier, type RaRecord, type SortPayload } from 'react-admin';
import { ListDialog } from './ListDialog';

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

/** A list in a dialog with a Select button per row: the pickers of the product ('Select Company' …). */
export const PickerDialog = <R extends RaRecord = RaRecord>({ onSelect, selectedIds = [], children, ...props }: PickerDialogProps<R>) => (
  <ListDialog {...props} rowActions={<SelectRowButton<R> onSelect={onSelect} selectedIds={selectedIds} />}>
    {children}
  </ListDialog>
);
