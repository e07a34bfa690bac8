import { useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useFormContext, useWatch } from 'react-hook-form';
import { Confirm, useDataProvider, useNotify, useRecordContext, useSaveContext, useTranslate } from 'react-admin';
import type { Location } from '../../../shared/companies';
import { useNotifyError } from '../../common/useNotifyError';
import { LocationFormDialog } from '../locations/LocationFormDialog';
import { withLocation, type CompanyFormValues, type CompanyLocationRow, type CompanyRecord } from './companyTransform';

type LocationDialog = { mode: 'create' } | { mode: 'edit' | 'view'; locationId: string };

/** A saved location as the list keeps it: the id (`_id` from the API, `id` from react-admin) and the name. */
function rowOf(location: Location & { id?: unknown }): CompanyLocationRow {
  return { _id: String(location._id ?? location.id), name: location.name };
}

export interface CompanyLocationsSectionProps {
  /** Embedded read-only: the list and the view icons only. */
  readOnly?: boolean;
}

/**
 * The company's locations (spec 001 §2, §4): added through the location form (a new location),
 * edited in place, viewed, or removed. New and edited locations join the form's list and are saved
 * with the company on Update; removing one deletes the location at once and re-saves the company
 * while staying on the page (on the create screen, where no company exists yet, it is only dropped).
 */
export const CompanyLocationsSection = ({ readOnly = false }: CompanyLocationsSectionProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider();
  const record = useRecordContext<CompanyRecord>();
  const saveContext = useSaveContext();
  const { getValues, setValue, trigger } = useFormContext<CompanyFormValues>();
  const rows = useWatch<CompanyFormValues, 'locations'>({ name: 'locations' }) ?? [];
  const companyId = record?.id ? String(record.id) : null;
  const [dialog, setDialog] = useState<LocationDialog | null>(null);
  const [removing, setRemoving] = useState<CompanyLocationRow | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = 'company-locations-heading';

  const setRows = (next: CompanyLocationRow[]) => setValue('locations', next, { shouldDirty: true });

  const handleSaved = (location: Location) => {
    setRows(withLocation(getValues('locations') ?? [], rowOf(location)));
    setDialog(null);
  };

  /** Saves the company as the form now holds it, without leaving the page. */
  const resave = async () => {
    if (!saveContext.save) return;
    if (!(await trigger())) {
      notify('ra.message.invalid_form', { type: 'error' });
      return;
    }
    await saveContext.save(getValues(), {
      onSuccess: () =>
        notify('resources.companies.notifications.updated', { type: 'info', messageArgs: { smart_count: 1 } }),
      onError: notifyError,
    });
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await dataProvider.delete('locations', { id: removing._id, previousData: { ...removing, id: removing._id } });
      setRows((getValues('locations') ?? []).filter((row) => row._id !== removing._id));
      if (companyId) await resave();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', my: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('resources.companies.fields.locations')}
        </Typography>
        {!readOnly && (
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'create' })}>
            {translate('app.companies.form.addLocation')}
          </Button>
        )}
      </Stack>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {translate('app.companies.form.noLocations')}
        </Typography>
      ) : (
        <List dense aria-labelledby={headingId}>
          {rows.map((row) => (
            <ListItem
              key={row._id}
              divider
              secondaryAction={
                <Stack direction="row" sx={{ gap: 0.5 }}>
                  <Tooltip title={translate('app.companies.form.viewLocation', { name: row.name })}>
                    <IconButton
                      size="small"
                      aria-label={translate('app.companies.form.viewLocation', { name: row.name })}
                      onClick={() => setDialog({ mode: 'view', locationId: row._id })}
                    >
                      <VisibilityIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {!readOnly && (
                    <>
                      <Tooltip title={translate('app.companies.form.editLocation', { name: row.name })}>
                        <IconButton
                          size="small"
                          aria-label={translate('app.companies.form.editLocation', { name: row.name })}
                          onClick={() => setDialog({ mode: 'edit', locationId: row._id })}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={translate('app.companies.form.removeLocation', { name: row.name })}>
                        <IconButton
                          size="small"
                          color="error"
                          aria-label={translate('app.companies.form.removeLocation', { name: row.name })}
                          onClick={() => setRemoving(row)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </>
                  )}
                </Stack>
              }
              sx={{ pr: readOnly ? 7 : 16 }}
            >
              <ListItemText primary={row.name} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItem>
          ))}
        </List>
      )}
      {dialog && (
        <LocationFormDialog
          open
          mode={dialog.mode}
          locationId={dialog.mode === 'create' ? undefined : dialog.locationId}
          companyId={companyId}
          onClose={() => setDialog(null)}
          onSaved={handleSaved}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        loading={busy}
        title="app.companies.form.removeLocationTitle"
        content="app.companies.form.removeLocationConfirm"
        confirm="app.companies.form.yes"
        cancel="app.companies.form.no"
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
};
