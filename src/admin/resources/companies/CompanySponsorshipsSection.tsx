import { useState } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Confirm, useTranslate } from 'react-admin';
import { SponsorshipPickerDialog, type SponsorshipRecord } from '../sponsorships';
import { withSponsorship, type CompanyFormValues, type CompanySponsorshipRow } from './companyTransform';

export interface CompanySponsorshipsSectionProps {
  /** Embedded read-only: the list only. */
  readOnly?: boolean;
}

/**
 * The company's sponsorships, saved with the company on Update; the same sponsor chosen again
 * replaces the earlier entry.
 */
export const CompanySponsorshipsSection = ({ readOnly = false }: CompanySponsorshipsSectionProps) => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext<CompanyFormValues>();
  const rows = useWatch<CompanyFormValues, 'sponsership'>({ name: 'sponsership' }) ?? [];
  // Those not among the loaded (or last saved) ones are marked like a new location: saved on Update.
  const { defaultValues } = useFormState<CompanyFormValues>({ name: 'sponsership' });
  const saved = new Set((defaultValues?.sponsership ?? []).map((row) => row?.sponser?._id));
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<CompanySponsorshipRow | null>(null);
  const headingId = 'company-sponsorships-heading';

  const setRows = (next: CompanySponsorshipRow[]) => setValue('sponsership', next, { shouldDirty: true });

  const handleSelect = (sponsorship: SponsorshipRecord) => {
    const id = String(sponsorship._id ?? sponsorship.id);
    setRows(withSponsorship(getValues('sponsership') ?? [], { sponser: { _id: id, name: sponsorship.name } }));
    setPicking(false);
  };

  const confirmRemove = () => {
    if (removing) setRows((getValues('sponsership') ?? []).filter((row) => row.sponser._id !== removing.sponser._id));
    setRemoving(null);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', my: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('resources.companies.fields.sponsership')}
        </Typography>
        {!readOnly && (
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => setPicking(true)}>
            {translate('app.companies.form.addSponsorship')}
          </Button>
        )}
      </Stack>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {translate('app.companies.form.noSponsorships')}
        </Typography>
      ) : (
        <List dense aria-labelledby={headingId}>
          {rows.map((row) => (
            <ListItem
              key={row.sponser._id}
              divider
              secondaryAction={
                readOnly ? undefined : (
                  <Tooltip title={translate('app.companies.form.removeSponsorship', { name: row.sponser.name })}>
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={translate('app.companies.form.removeSponsorship', { name: row.sponser.name })}
                      onClick={() => setRemoving(row)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemText
                primary={row.sponser.name}
                secondary={saved.has(row.sponser._id) ? undefined : translate('app.companies.form.pending.create')}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {picking && (
        <SponsorshipPickerDialog
          open
          onClose={() => setPicking(false)}
          onSelect={handleSelect}
          selectedIds={rows.map((row) => row.sponser._id)}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        title="app.companies.form.removeSponsorshipTitle"
        content="app.companies.form.removeSponsorshipConfirm"
        confirm="app.companies.form.yes"
        cancel="app.companies.form.no"
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
};
