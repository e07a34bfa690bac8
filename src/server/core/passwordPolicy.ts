import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MESSAGES, passwordPolicyIssue } from '../../shared/passwordPolicy';

export const COMMON_PASSWORD_COUNT = 10_000;

/** zxcvbn-ts's list is ordered by frequency in leaked password sets. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/** The shared rule plus the common-password list, which only the server holds. */
export function passwordIssue(password: string, email?: string | null): string | undefined {
  return passwordPolicyIssue(password, email) ?? (isCommonPassword(password) ? PASSWORD_MESSAGES.common : undefined);
}
