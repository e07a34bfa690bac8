import type { KeyboardEvent } from 'react';
import { Avatar, Box, Typography } from '@mui/material';
import { required, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { COMPANY_LIMITS } from '../../../shared/companyValues';
import { DescriptionInput } from '../../common/DescriptionInput';
import { ImageUploadInput } from '../../common/ImageUploadInput';
import { limitRules } from '../../common/limitRules';
import { webAddressRule } from '../../common/webAddressRule';
import { CompanyNameWarning } from './CompanyNameWarning';
import { CompanyLocationsSection } from './CompanyLocationsSection';
import { CompanySponsorshipsSection } from './CompanySponsorshipsSection';
import { COMPANY_TYPE_CHOICES } from './companyTypes';
import type { CompanyRecord } from './companyTransform';

const STATUS_CHOICES = [
  { id: 'active', name: 'app.status.active' },
  { id: 'inactive', name: 'app.status.inactive' },
];

/** The empty '--Select--' choice first, then the types; required rejects the empty one. */
const TYPE_CHOICES = [{ id: '', name: 'app.companies.form.selectType' }, ...COMPANY_TYPE_CHOICES];

const requiredField = [required()];
/** The server's limits (CompanyBody), said on the fields rather than in a toast. */
const rules = limitRules(COMPANY_LIMITS);
const NAME_RULES = [required(), rules.name];
const WEBSITE_RULES = [rules.websiteUrl, webAddressRule];
const DESCRIPTION_RULES = [rules.description];

/** The empty choice shows as '--Select--' rather than a blank box, with the label kept above it. */
const SHOW_EMPTY_CHOICE = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

/**
 * Enter in a text box does not submit the company form; rich text keeps its new lines. Only boxes
 * of this form: the dialogs opened from it are in portals, which React events reach too, and keep
 * their own Enter.
 */
function preventEnterSubmit(event: KeyboardEvent<HTMLElement>) {
  const target = event.target;
  if (event.key === 'Enter' && target instanceof HTMLInputElement && event.currentTarget.contains(target)) {
    event.preventDefault();
  }
}

/** The logo of a read-only company: the image alone, since the upload input cannot be disabled. */
const LogoPreview = () => {
  const record = useRecordContext<CompanyRecord>();
  const translate = useTranslate();
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle2" component="span" sx={{ display: 'block', mb: 1 }}>
        {translate('resources.companies.fields.logo')}
      </Typography>
      {record?.logo ? (
        <Avatar
          variant="rounded"
          src={record.logo}
          alt={translate('app.companies.logoAlt', { name: record.name ?? '' })}
          sx={{ width: 72, height: 72 }}
        />
      ) : (
        <Typography color="text.secondary">{translate('app.upload.none')}</Typography>
      )}
    </Box>
  );
};

export interface CompanyInputsProps {
  /** Embedded read-only (the 'Company Details' dialog): every field disabled, no buttons. */
  readOnly?: boolean;
}

/** The company screen's fields, shared by create, edit and the read-only details. */
export const CompanyInputs = ({ readOnly = false }: CompanyInputsProps) => (
  <Box onKeyDown={preventEnterSubmit} sx={{ width: '100%', maxWidth: 960 }}>
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 2,
      }}
    >
      <TextInput source="name" validate={NAME_RULES} disabled={readOnly} fullWidth />
      <SelectInput
        source="activeStatus"
        choices={STATUS_CHOICES}
        validate={requiredField}
        disabled={readOnly}
        fullWidth
      />
      <SelectInput
        source="type"
        choices={TYPE_CHOICES}
        validate={requiredField}
        slotProps={SHOW_EMPTY_CHOICE}
        disabled={readOnly}
        fullWidth
      />
      <TextInput
        source="websiteUrl"
        type="url"
        validate={WEBSITE_RULES}
        helperText="app.companies.websiteHint"
        disabled={readOnly}
        fullWidth
      />
      {!readOnly && <CompanyNameWarning />}
    </Box>
    <DescriptionInput source="description" validate={DESCRIPTION_RULES} disabled={readOnly} />
    {readOnly ? <LogoPreview /> : <ImageUploadInput source="logo" />}
    <CompanyLocationsSection readOnly={readOnly} />
    <CompanySponsorshipsSection readOnly={readOnly} />
  </Box>
);
