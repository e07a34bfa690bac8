import { useId, useState, type ReactNode } from 'react';
import { Box, Button, IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import BusinessIcon from '@mui/icons-material/Business';
import ClearIcon from '@mui/icons-material/Clear';
import PlaceIcon from '@mui/icons-material/Place';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { Location } from '../../../shared/companies';
import { FIELD_GRID } from '../../common/AddressInputs';
import { CompanyPickerDialog } from '../companies';
import type { CompanyRecord } from '../companies';
import { LocationFormDialog } from '../locations';
import { LocationListDialog } from '../locations';
import { UserFormSection } from './UserFormSection';
import type { UserCompanyRef, UserFormValues, UserLocationRef } from './userTransform';

type Dialog = 'company' | 'location' | 'viewLocation' | null;

/** The location as the user record carries it (the list row has more; only these are kept). */
function locationRef(location: Location & { id?: unknown }): UserLocationRef {
  return {
    _id: String(location._id ?? location.id),
    name: location.name,
    nrdsId: location.nrdsId ?? null,
    mailingAddress: {
      addressLine1: location.mailingAddress?.addressLine1 ?? '',
      addressLine2: location.mailingAddress?.addressLine2 ?? '',
      city: location.mailingAddress?.city ?? '',
      state: location.mailingAddress?.state ?? '',
      zipCode: location.mailingAddress?.zipCode ?? '',
    },
  };
}

/**
 * A chosen item shown in a read-only, labelled box, with its clear button inside. The box grows
 * to as many lines as the name needs, so a long location name is read whole on a phone.
 */
const ChosenField = ({
  label,
  value,
  clearLabel,
  onClear,
  readOnly,
  helperText,
  disabled,
}: {
  label: string;
  value: string;
  clearLabel: string;
  onClear: () => void;
  readOnly: boolean;
  helperText?: string;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <TextField
      id={id}
      label={translate(label)}
      value={value}
      disabled={disabled}
      helperText={helperText ? translate(helperText) : undefined}
      fullWidth
      multiline
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment:
            value && !readOnly ? (
              <InputAdornment position="end">
                <Tooltip title={translate(clearLabel)}>
                  <IconButton edge="end" size="small" onClick={onClear} aria-label={translate(clearLabel)}>
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
};

const Row = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1, alignItems: { xs: 'stretch', sm: 'flex-start' }, mb: 1 }}>
    {children}
  </Box>
);

const buttonSx = { flexShrink: 0, whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'center' } } as const;

export interface UserCompanySectionProps {
  readOnly?: boolean;
}

/**
 * The user's company and company location. The location is chosen among the company's locations,
 * so it waits for a company, and removing or changing the company clears it.
 */
export const UserCompanySection = ({ readOnly = false }: UserCompanySectionProps) => {
  const translate = useTranslate();
  const { setValue } = useFormContext<UserFormValues>();
  const company = useWatch<UserFormValues, 'company'>({ name: 'company' }) ?? null;
  const location = useWatch<UserFormValues, 'companyLocation'>({ name: 'companyLocation' }) ?? null;
  const [dialog, setDialog] = useState<Dialog>(null);
  const dirty = { shouldDirty: true } as const;

  const setCompany = (next: UserCompanyRef | null) => {
    if (next?._id !== company?._id) setValue('companyLocation', null, dirty);
    setValue('company', next, dirty);
  };

  const pickCompany = (picked: CompanyRecord) => {
    setCompany({ _id: String(picked._id ?? picked.id), name: picked.name });
    setDialog(null);
  };

  const pickLocation = (picked: Location) => {
    setValue('companyLocation', locationRef(picked), dirty);
    setDialog(null);
  };

  return (
    <UserFormSection title="app.userEdit.sections.company">
      <Box sx={{ ...FIELD_GRID, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Row>
          <ChosenField
            label="resources.users.fields.company"
            value={company?.name ?? ''}
            clearLabel="app.userEdit.company.remove"
            onClear={() => setCompany(null)}
            readOnly={readOnly}
          />
          {!readOnly && (
            <Button variant="outlined" startIcon={<BusinessIcon />} onClick={() => setDialog('company')} sx={buttonSx}>
              {translate('app.userEdit.company.select')}
            </Button>
          )}
        </Row>
        <Row>
          <ChosenField
            label="resources.users.fields.companyLocation"
            value={location?.name ?? ''}
            clearLabel="app.userEdit.company.removeLocation"
            onClear={() => setValue('companyLocation', null, dirty)}
            readOnly={readOnly}
            helperText={!company && !readOnly ? 'app.userEdit.company.locationNeedsCompany' : undefined}
          />
          {location && (
            <Tooltip title={translate('app.userEdit.company.viewLocation', { name: location.name })}>
              <IconButton
                onClick={() => setDialog('viewLocation')}
                aria-label={translate('app.userEdit.company.viewLocation', { name: location.name })}
                sx={buttonSx}
              >
                <VisibilityIcon />
              </IconButton>
            </Tooltip>
          )}
          {!readOnly && (
            <Button
              variant="outlined"
              startIcon={<PlaceIcon />}
              onClick={() => setDialog('location')}
              disabled={!company}
              sx={buttonSx}
            >
              {translate('app.userEdit.company.selectLocation')}
            </Button>
          )}
        </Row>
      </Box>
      {dialog === 'company' && (
        <CompanyPickerDialog
          open
          onClose={() => setDialog(null)}
          onSelect={pickCompany}
          selectedIds={company ? [company._id] : []}
        />
      )}
      {dialog === 'location' && company && (
        <LocationListDialog
          open
          mode="pick"
          title="app.userEdit.company.locationTitle"
          companyId={company._id}
          onClose={() => setDialog(null)}
          onSelect={pickLocation}
          selectedIds={location ? [location._id] : []}
        />
      )}
      {dialog === 'viewLocation' && location && (
        <LocationFormDialog open mode="view" locationId={location._id} onClose={() => setDialog(null)} />
      )}
    </UserFormSection>
  );
};
