import { regex, required, type Validator } from 'react-admin';
import { passwordPolicyIssue } from '../../../shared/passwordPolicy';
import { EMAIL_PATTERN, passwordChangeError, USER_LIMITS, USER_MESSAGES } from '../../../shared/userValues';
import { limitRules, textLimit, wholeNumberRange } from '../../common/limitRules';
import { webAddressRule } from '../../common/webAddressRule';
import { userMessageKey } from './userTransform';

/**
 * The form's rules, the same as the server's (UserBody, userBodyIssues in src/shared/users.ts),
 * with the shared messages as catalogue keys so they show in the user's language.
 */
const message = (text: string) => userMessageKey(text);

/** The server's limits (USER_LIMITS), one rule per field; the profile panel uses them too. */
export const userLimitRules = limitRules(USER_LIMITS);

export const firstNameRules = [required(message(USER_MESSAGES.firstNameRequired)), userLimitRules.firstName];
/** Missing, or without an @, is 'Please enter valid Email Address!'. */
export const emailRules = [
  required(message(USER_MESSAGES.invalidEmail)),
  regex(EMAIL_PATTERN, message(USER_MESSAGES.invalidEmail)),
  textLimit(USER_LIMITS.email, message(USER_MESSAGES.invalidEmail)),
];
export const phoneRules = [required(message(USER_MESSAGES.phoneRequired)), userLimitRules.phoneNumber];
export const adminEmailRules = [regex(EMAIL_PATTERN, 'app.validation.emailFormat'), userLimitRules.adminEmail];
export const postalCodeRules = [regex(/^(\d{5}(-\d{4})?)?$/, 'app.address.zipInvalid')];
export const websiteRules = [userLimitRules.websiteURL, webAddressRule];

/** A whole number of years within the server's range, in the server's words. */
export const experienceRules = [wholeNumberRange(USER_LIMITS.industryExperience, message(USER_MESSAGES.experience))];

/** Create (a super administrator): the initial password is optional; given, it follows the password rule. */
export const createPasswordRules: Validator[] = [
  (value: unknown, values: { email?: unknown }) => {
    if (typeof value !== 'string' || value === '') return undefined;
    const error = passwordPolicyIssue(value, typeof values?.email === 'string' ? values.email : undefined);
    return error ? message(error) : undefined;
  },
];

/** Create: the confirmation repeats the password (both blank: the new user picks one through 'Forgot password'). */
export const confirmCreatePasswordRules: Validator[] = [
  (value: unknown, values: { password?: unknown }) => {
    const password = typeof values?.password === 'string' ? values.password : '';
    const confirm = typeof value === 'string' ? value : '';
    return password === confirm ? undefined : message(USER_MESSAGES.passwordMismatch);
  },
];

/** Edit: the pair is judged together, then the password rule; the message shows on the new password. */
export const newPasswordRules: Validator[] = [
  (value: unknown, values: { confirmPassword?: unknown; email?: unknown }) => {
    const error = passwordChangeError(
      typeof value === 'string' ? value : '',
      typeof values?.confirmPassword === 'string' ? values.confirmPassword : '',
      typeof values?.email === 'string' ? values.email : undefined,
    );
    return error ? message(error) : undefined;
  },
];
