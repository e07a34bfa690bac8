import { BooleanInput, NumberInput, required, TextInput, type Validator } from 'react-admin';

const wholeNumber: Validator = (value: unknown) =>
  value === null || value === undefined || value === '' || (Number.isInteger(Number(value)) && Number(value) >= 0)
    ? undefined
    : 'app.sponsorships.positionRule';

/**
 * The sponsorship form (not shown in the spec; ours): a name, the position that orders the list
 * (a whole number, 0 or more; left empty on create, the sponsorship goes last) and the status.
 */
export const SponsorshipInputs = () => (
  <>
    <TextInput source="name" label="resources.sponsorships.fields.name" validate={required()} sx={{ maxWidth: 480 }} fullWidth />
    <NumberInput
      source="position"
      label="resources.sponsorships.fields.position"
      validate={wholeNumber}
      min={0}
      step={1}
      helperText="app.sponsorships.positionHelp"
      sx={{ maxWidth: 240 }}
    />
    <BooleanInput source="isActive" label="resources.sponsorships.fields.isActive" />
  </>
);

/** The payload of create and update: the three fields the API takes. */
export function sponsorshipTransform(data: Record<string, unknown>) {
  const position = data.position === '' || data.position === null || data.position === undefined ? undefined : Number(data.position);
  return { name: String(data.name ?? '').trim(), position, isActive: data.isActive !== false };
}
