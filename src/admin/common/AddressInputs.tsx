import { Box } from '@mui/material';
import { regex, SelectInput, TextInput } from 'react-admin';
import type { Address } from '../../shared/addresses';
import { ADDRESS_LIMITS, DEFAULT_COUNTRY, DEFAULT_STATE, US_STATES } from '../../shared/addressValues';
import { limitRules } from './limitRules';

/** The fields of an address block, in form order. */
export const ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'city', 'state', 'zipCode', 'country'] as const satisfies readonly (keyof Address)[];

const STATE_CHOICES = US_STATES.map(([code, name]) => ({ id: code, name: `${name} (${code})` }));
const ZIP_CODE = /^(\d{5}(-\d{4})?)?$/;

const keepText = (value: string | null) => value ?? '';

/** The server's limits (AddressSchema), said on the fields. */
const rules = limitRules(ADDRESS_LIMITS);
const line1Rules = [rules.addressLine1];
const line2Rules = [rules.addressLine2];
const cityRules = [rules.city];
const zipRules = [regex(ZIP_CODE, 'app.address.zipInvalid')];
const countryRules = [rules.country];

/** Fields side by side on wide screens, stacked on phones. */
export const FIELD_GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  columnGap: 2,
} as const;

export interface AddressInputsProps {
  /** Where the block lives in the form values, e.g. 'physicalAddress'. */
  source: string;
  /** Greyed out and left out of the submitted values (read-only screens). */
  disabled?: boolean;
  /** Shown and submitted but not editable (a block kept in sync with another one). */
  readOnly?: boolean;
}

/**
 * A postal address block: address lines 1 and 2, city, state (US states, MN by default), ZIP code
 * and country (United States by default), as the address schema of the API has them.
 */
export const AddressInputs = ({ source, disabled = false, readOnly = false }: AddressInputsProps) => {
  // The API takes '' for an empty line (react-admin would send null).
  const common = { disabled, readOnly, fullWidth: true, parse: keepText } as const;
  const line = { ...common, defaultValue: '' } as const;
  return (
    <Box sx={FIELD_GRID}>
      <TextInput source={`${source}.addressLine1`} label="app.address.addressLine1" validate={line1Rules} {...line} />
      <TextInput source={`${source}.addressLine2`} label="app.address.addressLine2" validate={line2Rules} {...line} />
      <TextInput source={`${source}.city`} label="app.address.city" validate={cityRules} {...line} />
      <SelectInput
        source={`${source}.state`}
        label="app.address.state"
        choices={STATE_CHOICES}
        translateChoice={false}
        defaultValue={DEFAULT_STATE}
        {...common}
      />
      <TextInput source={`${source}.zipCode`} label="app.address.zipCode" validate={zipRules} {...line} />
      <TextInput source={`${source}.country`} label="app.address.country" defaultValue={DEFAULT_COUNTRY} validate={countryRules} {...common} />
    </Box>
  );
};
