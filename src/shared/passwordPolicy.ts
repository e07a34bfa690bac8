/**
 * The one password rule of the product, for every place a password is chosen: Add User, Edit User
 * (a super administrator setting another user's), the profile panel's own change and the reset page.
 * At least 8 characters, at most 128, not the account's email, and (checked by the server, which
 * holds the list) not one of the 10,000 most common passwords. No character-class rule: length and
 * the common-password list do more for strength, and people can use pass phrases.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_MESSAGES = {
  /** The spec's Edit User message, with the product's bounds. */
  length: `A password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters!`,
  email: "A password can't be the account's email address.",
  common: 'This password is one of the 10,000 most common passwords: choose another.',
  /** Shown before the person types (helper text). */
  rule: `At least ${PASSWORD_MIN} characters (at most ${PASSWORD_MAX}), not a common password and not the email address.`,
} as const;

/** What is wrong with the password that the browser can tell (length, email), or undefined. */
export function passwordPolicyIssue(password: string, email?: string | null): string | undefined {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return PASSWORD_MESSAGES.length;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return PASSWORD_MESSAGES.email;
  return undefined;
}
