import { z } from './zod';
import { maxCharactersMessage } from './fields';
import { ADDRESS_LIMITS, DEFAULT_COUNTRY, DEFAULT_STATE, US_STATE_CODES, type Address } from './addressValues';

export * from './addressValues';

const line = (max: number) => z.string().trim().max(max, maxCharactersMessage(max));

export const AddressSchema = z.object({
  addressLine1: line(ADDRESS_LIMITS.addressLine1).default(''),
  addressLine2: line(ADDRESS_LIMITS.addressLine2).default(''),
  city: line(ADDRESS_LIMITS.city).default(''),
  state: z.union([z.enum(US_STATE_CODES, { error: 'must be a US state code such as MN' }), z.literal('')]).default(DEFAULT_STATE),
  zipCode: z
    .string()
    .trim()
    .regex(/^(\d{5}(-\d{4})?)?$/, 'must be a ZIP code such as 55401 or 55401-1234')
    .default(''),
  country: line(ADDRESS_LIMITS.country).default(DEFAULT_COUNTRY),
}) satisfies z.ZodType<Address>;
