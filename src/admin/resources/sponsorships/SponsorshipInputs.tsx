import { BooleanInput, NumberInput, required, TextInput } from 'react-admin';
import { SPONSORSHIP_LIMITS } from '../../../shared/companyValues';
import { limitRules } from '../../common/limitRules';

/** The server's limits (SponsorshipBody), said on the fields. */
const rules = limitRules(SPONSORSHIP_LIMITS);
const NAME_RULES = [required(), rules.name];
const POSITION_RULES = [rules.position];

/** The sponsorship form; a position left empty on create puts the sponsorship last. */
export const SponsorshipInputs = () => (
  <>
    <TextInput source="name" validate={NAME_RULES} sx={{ maxWidth: 480 }} fullWidth />
    <NumberInput
      source="position"
      validate={POSITION_RULES}
      min={SPONSORSHIP_LIMITS.position.min}
      max={SPONSORSHIP_LIMITS.position.max}
      step={1}
      helperText="app.sponsorships.positionHelp"
      sx={{ maxWidth: 240 }}
    />
    <BooleanInput source="isActive" />
  </>
);

/** The payload of create and update: the three fields the API takes. */
export function sponsorshipTransform(data: Record<string, unknown>) {
  const position = data.position === '' || data.position === null || data.position === undefined ? undefined : Number(data.position);
  return { name: String(data.name ?? '').trim(), position, isActive: data.isActive !== false };
}
