import { useId, useMemo, type KeyboardEvent } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useFormState, type FieldValues } from 'react-hook-form';
import { Form, ResourceContextProvider, useCreate, useFormIsDirty, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Location } from '../../../shared/companies';
import { SubmitBlockedHint } from '../../common/SubmitBlockedHint';
import { SubmitButton } from '../../common/SubmitButton';
import { useInvalidFields } from '../../common/useInvalidFields';
import { WarnWhenUnsavedChanges } from '../../common/WarnWhenUnsavedChanges';
import { useNotifyError } from '../../common/useNotifyError';
import { LocationInputs } from './LocationInputs';
import {
  toFormValues,
  toLocationPayload,
  type LocationFormMode,
  type LocationFormValues,
  type LocationRecord,
} from './locationValues';

export interface LocationFormProps {
  mode: LocationFormMode;
  /** The location shown or edited; none when creating. */
  record?: Location;
  /** Values not saved yet (a location pending in the company form), shown instead of `record`'s. */
  values?: LocationFormValues;
  /** Called with the saved location (the first entry of the API's answer). */
  onSaved?: (location: Location) => void;
  /**
   * When given, the form writes nothing: Save/Update hands its values here, for a caller that
   * saves them later with its own record (the company form).
   */
  onSubmitValues?: (values: LocationFormValues) => void;
  onCancel?: () => void;
  /** On a page of its own: leaving it with unsaved changes asks first (not in a dialog, which has no route). */
  warnWhenUnsavedChanges?: boolean;
}

/**
 * Enter in a text field does not submit the form. Only fields of this form: keys typed in a dialog
 * opened from it (a picker's search box) bubble here through React's tree.
 */
function preventEnterSubmit(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter') return;
  const target = event.target;
  if (target instanceof HTMLInputElement && event.currentTarget.contains(target)) event.preventDefault();
}

/** Fields whose label is not `resources.locations.fields.<source>`: the picker shows the member's name. */
const LABEL_KEYS: Record<string, string> = { payMemberId: 'resources.locations.fields.payMember' };

/** A field's label as the form shows it; an address line is named with its address. */
function useLocationFieldLabel(): (name: string) => string {
  const translate = useTranslate();
  return (name) => {
    const [group, part] = name.split('.');
    if (group && part) {
      return translate('app.common.fieldInGroup', { group: translate(`resources.locations.fields.${group}`), field: translate(`app.address.${part}`) });
    }
    return translate(LABEL_KEYS[name] ?? `resources.locations.fields.${name}`);
  };
}

/**
 * Cancel, and Save (create) or Update (edit): enabled once the form is valid and changed, with a
 * spinner while saving. While a field keeps it disabled (a seeded location without a required
 * value, an untouched required field), the fields to fill in are named under it.
 */
const LocationFormToolbar = ({ mode, onCancel }: { mode: LocationFormMode; onCancel?: () => void }) => {
  const translate = useTranslate();
  const { isValid, isSubmitting } = useFormState();
  const isDirty = useFormIsDirty();
  const labelOf = useLocationFieldLabel();
  const blocking = useInvalidFields().map(labelOf);
  const hintId = useId();
  // Not react-admin's SaveButton: it is also disabled while a field validates, which happens on the
  // blur caused by pressing the button itself, and the click would be lost.
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center', gap: 1, mt: 3, flexWrap: 'wrap' }}>
      <Button onClick={onCancel} disabled={isSubmitting}>
        {translate('app.common.cancel')}
      </Button>
      <SubmitButton
        label={mode === 'edit' ? 'app.locations.update' : 'app.locations.save'}
        disabled={!isDirty || !isValid}
        aria-describedby={blocking.length > 0 ? hintId : undefined}
      />
      <SubmitBlockedHint id={hintId} fields={blocking} />
    </Stack>
  );
};

/**
 * The location details and edit form: create, edit or view (every field disabled, no buttons).
 * With `onSubmitValues` nothing is written: the values go to the caller.
 */
export const LocationForm = ({
  mode,
  record,
  values: pending,
  onSaved,
  onSubmitValues,
  onCancel,
  warnWhenUnsavedChanges = false,
}: LocationFormProps) => {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [create] = useCreate<LocationRecord>();
  const [update] = useUpdate<LocationRecord>();
  const values = useMemo(() => {
    const initial = toFormValues(pending ?? record);
    // The record id keeps react-admin's form from resetting between renders; never sent (the API takes it in the path).
    return record ? { ...initial, id: record._id } : initial;
  }, [record, pending]);

  const save = async (submitted: FieldValues) => {
    if (onSubmitValues) {
      const { id: _id, ...values } = submitted;
      onSubmitValues({ ...toFormValues(), ...values } as LocationFormValues);
      return;
    }
    const data = toLocationPayload(submitted as Partial<LocationFormValues>);
    try {
      const saved =
        mode === 'edit' && record
          ? await update('locations', { id: record._id, data, previousData: { ...record, id: record._id } }, { returnPromise: true })
          : await create('locations', { data }, { returnPromise: true });
      if (!saved) throw new Error('app.common.somethingWrong');
      notify(mode === 'edit' ? 'app.locations.updated' : 'app.locations.created', { type: 'success' });
      onSaved?.(saved);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <ResourceContextProvider value="locations">
      {/* `record` as well as defaultValues: otherwise the Form would take a record from the page around it (a company row). */}
      <Form
        record={values}
        defaultValues={values}
        onSubmit={save}
        mode="onTouched"
        noValidate
        warnWhenUnsavedChanges={warnWhenUnsavedChanges}
        WarnWhenUnsavedChangesComponent={WarnWhenUnsavedChanges}
      >
        <Box onKeyDown={preventEnterSubmit}>
          <LocationInputs mode={mode} />
          {mode !== 'view' && <LocationFormToolbar mode={mode} onCancel={onCancel} />}
        </Box>
      </Form>
    </ResourceContextProvider>
  );
};
