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
import { Confirm, useTranslate } from 'react-admin';
import { LocationFormDialog } from '../locations';
import type { LocationFormValues, LocationRecord } from '../locations';
import { withLocation, withoutLocation, type CompanyFormValues, type CompanyLocationRow } from './companyTransform';

type LocationDialog = { mode: 'create' } | { mode: 'edit' | 'view'; row: CompanyLocationRow };

export interface CompanyLocationsSectionProps {
  /** Embedded read-only: the list and the view icons only. */
  readOnly?: boolean;
}

/**
 * The company's locations. The form is one unit of work: new, edited and removed locations stay
 * pending in the form and are written with the company on Update (or Save) in one transaction, so
 * Cancel leaves the company and its locations untouched. A removal that saved at once would also
 * save the form's other unsaved edits.
 */
export const CompanyLocationsSection = ({ readOnly = false }: CompanyLocationsSectionProps) => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext<CompanyFormValues>();
  const allRows = useWatch<CompanyFormValues, 'locations'>({ name: 'locations' }) ?? [];
  const rows = allRows.filter((row) => row.change !== 'remove');
  const removedCount = allRows.length - rows.length;
  const [dialog, setDialog] = useState<LocationDialog | null>(null);
  const [removing, setRemoving] = useState<CompanyLocationRow | null>(null);
  const headingId = 'company-locations-heading';

  const setRows = (next: CompanyLocationRow[]) => setValue('locations', next, { shouldDirty: true });

  const handleSubmitValues = (values: LocationFormValues, loaded?: LocationRecord) => {
    const key = dialog && dialog.mode !== 'create' ? dialog.row._id : null;
    setRows(withLocation(getValues('locations') ?? [], key, values, loaded));
  };

  const confirmRemove = () => {
    if (removing) setRows(withoutLocation(getValues('locations') ?? [], removing._id));
    setRemoving(null);
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
                      onClick={() => setDialog({ mode: 'view', row })}
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
                          onClick={() => setDialog({ mode: 'edit', row })}
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
              <ListItemText
                primary={row.name}
                secondary={row.change ? translate(`app.companies.form.pending.${row.change}`) : undefined}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {removedCount > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate('app.companies.form.pending.removedCount', { smart_count: removedCount })}
        </Typography>
      )}
      {dialog && (
        <LocationFormDialog
          open
          mode={dialog.mode}
          locationId={dialog.mode === 'create' ? undefined : dialog.row._id}
          values={dialog.mode === 'create' ? undefined : dialog.row.values}
          onClose={() => setDialog(null)}
          onSubmitValues={handleSubmitValues}
        />
      )}
      <Confirm
        isOpen={removing !== null}
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
