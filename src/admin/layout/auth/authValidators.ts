import { email, maxLength, minLength, regex, required, type Validator } from 'react-admin';
import {
  EMAIL_MAX,
  EMAIL_MIN,
  LOGIN_PASSWORD_MAX,
  LOGIN_PASSWORD_MIN,
  STRONG_PASSWORD,
} from '../../../shared/auth';

/**
 * The auth forms' rules (spec 000 §5), with the bounds of src/shared/auth.ts and messages that
 * say the real bounds. The length rules come before the format rule so each message can show.
 */
export const emailValidators: Validator[] = [
  required(),
  minLength(EMAIL_MIN, 'app.validation.minSymbols'),
  maxLength(EMAIL_MAX, 'app.validation.maxSymbols'),
  email('app.validation.emailFormat'),
];

export const loginPasswordValidators: Validator[] = [
  required(),
  minLength(LOGIN_PASSWORD_MIN, 'app.validation.minSymbols'),
  maxLength(LOGIN_PASSWORD_MAX, 'app.validation.maxSymbols'),
];

export const newPasswordValidators: Validator[] = [required(), regex(STRONG_PASSWORD, 'app.validation.strongPassword')];

const matchesNewPassword: Validator = (value, values: { newPassword?: string }) =>
  value === values.newPassword ? undefined : 'app.validation.passwordMismatch';

export const confirmPasswordValidators: Validator[] = [required(), matchesNewPassword];
