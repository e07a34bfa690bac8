import { useEffect, useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateInput, email, required, TextInput, useTranslate } from 'react-admin';
import { LOCATION_LIMITS } from '../../../shared/companyValues';
import { DescriptionInput } from '../../common/DescriptionInput';
import type { Address } from '../../../shared/addresses';
import { DEFAULT_STATE } from '../../../shared/addressValues';
import { ADDRESS_FIELDS, AddressInputs, FIELD_GRID } from '../../common/AddressInputs';
import { limitRules } from '../../common/limitRules';
import { NrdsInput } from '../../common/NrdsInput';
import { webAddressRule } from '../../common/webAddressRule';
import { CheckboxInput } from './CheckboxInput';
import { EnumSelectInput } from './EnumSelectInput';
import {
  MARKET_CHOICES,
  MCPE_ACCESS_TYPE_CHOICES,
  MCPE_STATUS_CHOICES,
  TYPE_CHOICES,
  YES_NO_CHOICES,
  type LocationFormMode,
} from './locationValues';
import { MemberPickerInput } from './MemberPickerInput';

/** Unticking 'Mailing Address as Physical Address' leaves the mailing block empty, state MN, no country. */
export const CLEARED_MAILING_ADDRESS: Address = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: DEFAULT_STATE,
  zipCode: '',
  country: '',
};

const req = [required()];
/** The server's limits (LocationBody), said on the fields. */
const rules = limitRules(LOCATION_LIMITS);
const nameRules = [required(), rules.name];
const urlRules = [rules.website, webAddressRule];
const emailRules = [email('app.validation.emailFormat'), rules.designatedRealtorEmail];
const descriptionRules = [rules.description];

/** Empty texts stay '' (the API's "empty"), where react-admin would send null. */
const keepText = (value: string | null) => value ?? '';

/** A titled group of fields; the title names the group for assistive technologies. */
const Section = ({ title, titleId, children }: { title: string; titleId?: string; children: ReactNode }) => {
  const translate = useTranslate();
  const generatedId = useId();
  const id = titleId ?? generatedId;
  return (
    <Box role="group" aria-labelledby={id} sx={{ mt: 2 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

/** While the box is ticked, the mailing block follows the physical one. */
const useMailingFollowsPhysical = () => {
  const { getValues, setValue } = useFormContext();
  const same = useWatch({ name: 'isMailingAddressAsPhysicalAddress' }) === true;
  const physical: unknown[] = useWatch({ name: ADDRESS_FIELDS.map((key) => `physicalAddress.${key}`) });
  const physicalKey = JSON.stringify(physical);

  useEffect(() => {
    if (!same) return;
    const values: unknown[] = JSON.parse(physicalKey);
    ADDRESS_FIELDS.forEach((key, index) => {
      const value = typeof values[index] === 'string' ? values[index] : '';
      if (getValues(`mailingAddress.${key}`) !== value) {
        setValue(`mailingAddress.${key}`, value, { shouldDirty: true, shouldValidate: true });
      }
    });
  }, [same, physicalKey, getValues, setValue]);

  return same;
};

export interface LocationInputsProps {
  mode: LocationFormMode;
}

/**
 * Every field of the location form, grouped in sections. Editing also requires the pay member, raw
 * data feeds and data feeds individual, which creating leaves optional.
 */
export const LocationInputs = ({ mode }: LocationInputsProps) => {
  const { setValue } = useFormContext();
  const disabled = mode === 'view';
  const editing = mode === 'edit';
  const mailingSame = useMailingFollowsPhysical();
  const text = { disabled, fullWidth: true, parse: keepText } as const;
  const descriptionTitleId = useId();

  const untickMailing = (checked: boolean) => {
    if (checked) return; // the copy is made by useMailingFollowsPhysical
    for (const key of ADDRESS_FIELDS) {
      setValue(`mailingAddress.${key}`, CLEARED_MAILING_ADDRESS[key], { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <>
      <Section title="app.locations.sections.general">
        <Box sx={FIELD_GRID}>
          <TextInput source="name" validate={nameRules} {...text} />
          <MemberPickerInput
            source="payMemberId"
            displaySource="payMember"
            label="resources.locations.fields.payMember"
            pickerTitle="app.locations.picker.selectUser"
            clearLabel="app.locations.picker.clearPayMember"
            valuesFor={(member) => ({ payMemberId: member ? String(member.id) : null, payMember: member?.name ?? '' })}
            validate={editing ? req : undefined}
            disabled={disabled}
          />
          <EnumSelectInput source="type" choices={TYPE_CHOICES} validate={req} disabled={disabled} />
          <TextInput source="website" type="url" validate={urlRules} {...text} />
          <TextInput source="phoneNumber" type="tel" validate={rules.phoneNumber} {...text} />
          <EnumSelectInput source="marketId" choices={MARKET_CHOICES} validate={req} disabled={disabled} />
          <EnumSelectInput source="largeCompany" choices={YES_NO_CHOICES} disabled={disabled} />
        </Box>
      </Section>

      <Section title="app.locations.sections.mcpe">
        <Box sx={FIELD_GRID}>
          <EnumSelectInput
            source="mcpeAccessType"
            choices={MCPE_ACCESS_TYPE_CHOICES}
            emptyText="app.locations.mcpeAccessTypes.none"
            disabled={disabled}
          />
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <CheckboxInput source="allowMcpeAccess" disabled={disabled} />
          </Box>
          <EnumSelectInput
            source="currentMcpeStatus"
            choices={MCPE_STATUS_CHOICES}
            disabled={disabled}
          />
          <DateInput source="currentMcpeStatusDate" disabled={disabled} fullWidth />
        </Box>
      </Section>

      <Section title="app.locations.sections.nrds">
        <Box sx={FIELD_GRID}>
          <NrdsInput
            source="nrdsId"
            disabled={disabled}
            helperText={mode === 'create' ? 'app.nrds.assignedOnSave' : undefined}
          />
          <TextInput source="fax" type="tel" validate={rules.fax} {...text} />
          <TextInput source="contactName" validate={rules.contactName} {...text} />
          <TextInput source="contactPhone" type="tel" validate={rules.contactPhone} {...text} />
        </Box>
      </Section>

      <Section title="app.locations.sections.dataFeeds">
        <Box sx={FIELD_GRID}>
          <EnumSelectInput
            source="rawDataFeeds"
            choices={YES_NO_CHOICES}
            validate={editing ? req : undefined}
            disabled={disabled}
          />
          <EnumSelectInput source="dataFeedsOffice" choices={YES_NO_CHOICES} disabled={disabled} />
          <EnumSelectInput
            source="dataFeedsIndividual"
            choices={YES_NO_CHOICES}
            validate={editing ? req : undefined}
            disabled={disabled}
          />
          <EnumSelectInput source="templates" choices={YES_NO_CHOICES} disabled={disabled} />
        </Box>
      </Section>

      <Section title="app.locations.sections.realtor">
        <Box sx={FIELD_GRID}>
          <MemberPickerInput
            source="designatedRealtorId"
            pickerTitle="app.locations.picker.selectRealtor"
            clearLabel="app.locations.picker.clearRealtor"
            valuesFor={(member) => ({
              designatedRealtorId: member ? String(member.id) : null,
              designatedRealtorName: member?.name ?? '',
              designatedRealtorEmail: member?.email ?? '',
              designatedRealtorPhone: member?.phoneNumber ?? '',
            })}
            disabled={disabled}
          />
          <TextInput source="designatedRealtorName" validate={rules.designatedRealtorName} {...text} />
          <TextInput
            source="designatedRealtorEmail"
            type="email"
            validate={emailRules}
            {...text}
          />
          <TextInput
            source="designatedRealtorPhone"
            type="tel"
            validate={rules.designatedRealtorPhone}
            {...text}
          />
        </Box>
      </Section>

      <Section title="app.locations.sections.physicalAddress">
        <AddressInputs source="physicalAddress" disabled={disabled} />
      </Section>

      <Section title="app.locations.sections.mailingAddress">
        <CheckboxInput
          source="isMailingAddressAsPhysicalAddress"
          disabled={disabled}
          onToggle={untickMailing}
        />
        <AddressInputs source="mailingAddress" disabled={disabled} readOnly={mailingSame} />
      </Section>

      <Section title="app.locations.sections.description" titleId={descriptionTitleId}>
        <DescriptionInput source="description" label={false} labelledBy={descriptionTitleId} validate={descriptionRules} disabled={disabled} />
      </Section>
    </>
  );
};
