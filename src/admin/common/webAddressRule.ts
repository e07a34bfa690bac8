import type { Validator } from 'react-admin';
import { isWebAddressOrEmpty } from '../../shared/fieldValues';

/** A website input: empty, or an http(s) address, as the server requires (src/shared/fields.ts). */
export const webAddressRule: Validator = (value: unknown) =>
  typeof value === 'string' && !isWebAddressOrEmpty(value.trim()) ? 'app.validation.webAddress' : undefined;
