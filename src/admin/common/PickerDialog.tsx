import type { ReactNode } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type Identifier, type RaRecord, type SortPayload } from 'react-admin';
import { ListDialog } from './ListDialog';

export interface PickerDialogProps<R extends RaRecord = RaRecord> {
  resource: string;
  /** i18n key of the dialog title, e.g. 'Select Company'. */
  title: string;
  open: boolean;
  onClose: () => void;
  /** Called with the chosen row; the dialog does not close itself. */
  onSelect: (record: R) => void;
  /** Rows already chosen: their Select button is disabled. */
  selectedIds?: readonly Identifier[];
  /** Why a row may not be chosen (its words, translated), or undefined: its Select is disabled with the reason beside it. */
  unavailable?: (record: R) => string | undefined;
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
  unavailable,
}: {
  onSelect: (record: R) => void;
  selectedIds: readonly Identifier[];
  unavailable?: (record: R) => string | undefined;
}) => {
  const record = useRecordContext<R>();
  const translate = useTranslate();
  if (!record) return null;
  const chosen = selectedIds.includes(record.id);
  const reason = chosen ? undefined : unavailable?.(record);
  const button = (
    <Button size="small" variant="outlined" disabled={chosen || reason !== undefined} onClick={() => onSelect(record)}>
      {translate(chosen ? 'app.list.selected' : 'app.list.select')}
    </Button>
  );
  if (!reason) return button;
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
      <Typography variant="caption" color="text.secondary">
        {reason}
      </Typography>
      {button}
    </Stack>
  );
};

/** A list in a dialog with a Select button per row: the pickers of the product ('Select Company' …). */
export const PickerDialog = <R extends RaRecord = RaRecord>({ onSelect, selectedIds = [], unavailable, children, ...props }: PickerDialogProps<R>) => (
  <ListDialog {...props} rowActions={<SelectRowButton<R> onSelect={onSelect} selectedIds={selectedIds} unavailable={unavailable} />}>
    {children}
  </ListDialog>
);
