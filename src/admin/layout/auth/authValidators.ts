import { email, maxLength, minLength, required, type Validator } from 'react-admin';
import { EMAIL_MAX, EMAIL_MIN, LOGIN_PASSWORD_MAX, LOGIN_PASSWORD_MIN } from '../../../shared/authValues';
import { passwordMessageKey } from '../../common/passwordRule';
import { passwordPolicyIssue } from '../../../shared/passwordPolicy';

/**
 * The auth forms' rules, with the bounds of src/shared/auth.ts and messages that
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

/** The product's password rule (src/shared/passwordPolicy.ts); the server adds the common-password list. */
const passwordRule: Validator = (value: unknown) =>
  typeof value === 'string' && value !== '' ? passwordMessageKey(passwordPolicyIssue(value)) : undefined;

export const newPasswordValidators: Validator[] = [required(), passwordRule];

const matchesNewPassword: Validator = (value, values: { newPassword?: string }) =>
  value === values.newPassword ? undefined : 'app.validation.passwordMismatch';

export const confirmPasswordValidators: Validator[] = [required(), matchesNewPassword];
