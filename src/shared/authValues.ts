import { PASSWORD_MAX } from './passwordPolicy';

/**
 * Emails go up to 254 characters, the longest mail allows, since any account the product creates
 * must be able to sign in (docs/SECURITY.md, "Passwords"). Sign-in takes passwords shorter than the
 * policy's minimum, so accounts whose password was set under a looser rule still sign in.
 */
export const EMAIL_MIN = 3;
export const EMAIL_MAX = 254;
export const LOGIN_PASSWORD_MIN = 3;
export const LOGIN_PASSWORD_MAX = PASSWORD_MAX;
