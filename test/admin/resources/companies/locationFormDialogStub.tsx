import type { LocationFormDialogProps } from '../../../../src/admin/resources/locations/LocationFormDialog';
import { toFormValues } from '../../../../src/admin/resources/locations/locationValues';

/** The location form's values for a location of that name, as the real form hands them back. */
export const stubLocationValues = (name: string) => toFormValues({ name, type: 'branch', marketId: 'twinCities' });

/**
 * Stands in for the locations helper's LocationFormDialog (a long form with its own tests): shows
 * what the company screen passed and hands back the form's values, as the real dialog does when the
 * company form keeps the location pending (`onSubmitValues`).
 */
export const LocationFormDialog = ({ open, mode, locationId, values, onClose, onSubmitValues }: LocationFormDialogProps) => {
  if (!open) return null;
  const name =
    mode === 'create' ? 'Lakeside' : `${values?.name ?? (locationId === 'l1' ? 'Downtown' : 'Uptown')} (renamed)`;
  return (
    <div role="dialog" aria-label={`Location form: ${mode}`}>
      <p>location: {locationId ?? 'new'}</p>
      <p>pending values: {values ? values.name : 'none'}</p>
      {mode !== 'view' && (
        <button
          type="button"
          onClick={() => {
            onSubmitValues?.(stubLocationValues(name));
            onClose();
          }}
        >
          Save location
        </button>
      )}
      <button type="button" onClick={onClose}>
        Close location form
      </button>
    </div>
  );
};
