import { PASSWORD_MAX } from './passwordPolicy';

/**
 * Validation rules of the auth forms (spec 000 §5), shared by the forms and the server. Emails go up
 * to 254 characters, the longest address mail allows, rather than the spec's 50: the product itself
 * creates accounts with longer addresses, and they must be able to sign in (README, 'Security').
 * The sign-in password goes up to the policy's 128 and down to the spec's 3, so passwords chosen
 * under an older rule still sign in.
 */
export const EMAIL_MIN = 3;
export const EMAIL_MAX = 254;
export const LOGIN_PASSWORD_MIN = 3;
export const LOGIN_PASSWORD_MAX = PASSWORD_MAX;
