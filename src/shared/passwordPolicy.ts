/**
 * One rule wherever a password is chosen. No character-class rule: length and the common-password
 * list (checked by the server, which holds it) do more for strength, and people can use pass phrases.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_MESSAGES = {
  length: `A password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters!`,
  email: "A password can't be the account's email address.",
  common: 'This password is one of the 10,000 most common passwords: choose another.',
  /** Shown before the person types, so nobody learns the rule from a refusal. */
  rule: `At least ${PASSWORD_MIN} characters (at most ${PASSWORD_MAX}), not a common password and not the email address.`,
} as const;

/** What the browser can tell; the server adds the common-password list. */
export function passwordPolicyIssue(password: string, email?: string | null): string | undefined {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return PASSWORD_MESSAGES.length;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return PASSWORD_MESSAGES.email;
  return undefined;
}
