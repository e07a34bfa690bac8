import type { LocationFormDialogProps } from '../../../../src/admin/resources/locations/LocationFormDialog';

/**
 * Stands in for the locations helper's LocationFormDialog (a long form with its own tests): shows
 * what the company screen passed and hands back a saved location, as the real dialog does.
 */
export const LocationFormDialog = ({ open, mode, locationId, companyId, onClose, onSaved }: LocationFormDialogProps) => {
  if (!open) return null;
  const saved =
    mode === 'create'
      ? { _id: 'l9', name: 'Lakeside' }
      : { _id: locationId ?? '', name: `${locationId === 'l1' ? 'Downtown' : 'Uptown'} (renamed)` };
  return (
    <div role="dialog" aria-label={`Location form: ${mode}`}>
      <p>company: {companyId === null ? 'none' : String(companyId)}</p>
      <p>location: {locationId ?? 'new'}</p>
      {mode !== 'view' && (
        <button
          type="button"
          onClick={() => {
            onSaved?.(saved as Parameters<NonNullable<LocationFormDialogProps['onSaved']>>[0]);
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
