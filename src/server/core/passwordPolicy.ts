import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MESSAGES, passwordPolicyIssue } from '../../shared/passwordPolicy';

/** How many of the most common passwords are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

/**
 * The most common passwords, lower-cased, from zxcvbn-ts's frequency-ordered list (built from leaked
 * password sets; about 35 ms to unpack when the server starts).
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/** The whole rule (src/shared/passwordPolicy.ts) with the common-password list: the message, or undefined. */
export function passwordIssue(password: string, email?: string | null): string | undefined {
  return passwordPolicyIssue(password, email) ?? (isCommonPassword(password) ? PASSWORD_MESSAGES.common : undefined);
}
