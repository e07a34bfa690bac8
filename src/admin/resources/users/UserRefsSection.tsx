import { useId, useState, type ReactNode } from 'react';
import { Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useFormContext, useWatch } from 'react-hook-form';
import { Confirm, useTranslate } from 'react-admin';
import { UserFormSection } from './UserFormSection';
import { UserRefList } from './UserRefList';
import type { UserFormValues } from './userTransform';

type RefField = 'roles' | 'supportStaffMembers';
type Ref = { _id: string; name: string };

export interface PickerSlot<P> {
  onSelect: (record: P) => void;
  onClose: () => void;
  selectedIds: string[];
}

export interface UserRefsSectionProps<P> {
  /** The form field holding the chosen records. */
  source: RefField;
  /** The i18n group of the texts: `app.userEdit.<texts>.{select,none,remove,removeTitle,removeConfirm}`, and the section title `app.userEdit.sections.<texts>`. */
  texts: 'roles' | 'supportStaff';
  readOnly?: boolean;
  /** The picker dialog, open while the user picks. */
  picker: (slot: PickerSlot<P>) => ReactNode;
  /** The chosen record as the form keeps it, or null when it may not be chosen (the picker closes either way). */
  toRef: (record: P) => Ref | null;
  /** A second line under each name (an email). */
  secondary?: (row: Ref & { email?: string }) => string | undefined;
  /** A note under the list (a catalogue key), e.g. why it is read-only. */
  hint?: string;
}

/**
 * Records attached to a user (roles, support staff): added through a picker, removed after a
 * confirmation, and saved with the user.
 */
export const UserRefsSection = <P,>({ source, texts, readOnly = false, picker, toRef, secondary, hint }: UserRefsSectionProps<P>) => {
  const translate = useTranslate();
  const titleId = useId();
  const { getValues, setValue } = useFormContext<UserFormValues>();
  const rows: Ref[] = useWatch<UserFormValues, RefField>({ name: source }) ?? [];
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<Ref | null>(null);

  const current = (): Ref[] => getValues(source) ?? [];
  const setRows = (next: Ref[]) => setValue(source, next as never, { shouldDirty: true });

  const pick = (record: P) => {
    setPicking(false);
    const ref = toRef(record);
    if (ref && !current().some((row) => row._id === ref._id)) setRows([...current(), ref]);
  };

  const confirmRemove = () => {
    if (removing) setRows(current().filter((row) => row._id !== removing._id));
    setRemoving(null);
  };

  return (
    <UserFormSection
      title={`app.userEdit.sections.${texts}`}
      titleId={titleId}
      actions={
        !readOnly && (
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => setPicking(true)}>
            {translate(`app.userEdit.${texts}.select`)}
          </Button>
        )
      }
    >
      <UserRefList
        rows={rows}
        labelledBy={titleId}
        emptyText={`app.userEdit.${texts}.none`}
        removeLabel={`app.userEdit.${texts}.remove`}
        onRemove={readOnly ? undefined : setRemoving}
        secondary={secondary}
      />
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(hint)}
        </Typography>
      )}
      {picking && picker({ onSelect: pick, onClose: () => setPicking(false), selectedIds: rows.map((row) => row._id) })}
      <Confirm
        isOpen={removing !== null}
        title={`app.userEdit.${texts}.removeTitle`}
        content={`app.userEdit.${texts}.removeConfirm`}
        confirm="app.userEdit.yes"
        cancel="app.userEdit.no"
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </UserFormSection>
  );
};
