import type { LocationFormDialogProps } from '../../../../src/admin/resources/locations/LocationFormDialog';
import { toFormValues, type LocationRecord } from '../../../../src/admin/resources/locations/locationValues';

/** The location form's values for a location of that name, as the real form hands them back. */
export const stubLocationValues = (name: string) => toFormValues({ name, type: 'branch', marketId: 'twinCities' });

/** The version of a saved location as the stub's form loads it. */
export const STUB_LOCATION_VERSION = '2026-11-29T09:30:00.000Z';

/** The stored location the real dialog fetches for editing (when no pending values are shown). */
const storedLocation = (id: string) =>
  ({ ...stubLocationValues(id === 'l1' ? 'Downtown' : 'Uptown'), _id: id, id, updatedAt: STUB_LOCATION_VERSION }) as unknown as LocationRecord;

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
            onSubmitValues?.(stubLocationValues(name), mode === 'edit' && !values && locationId ? storedLocation(locationId) : undefined);
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
