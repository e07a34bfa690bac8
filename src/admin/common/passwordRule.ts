import { PASSWORD_MESSAGES } from '../../shared/passwordPolicy';

/** The catalogue key of one of the password rule's messages (app.security.password.*), or the message itself. */
export function passwordMessageKey(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = (Object.keys(PASSWORD_MESSAGES) as (keyof typeof PASSWORD_MESSAGES)[]).find((k) => PASSWORD_MESSAGES[k] === message);
  return key ? `app.security.password.${key}` : message;
}

/** The helper text that states the rule before anyone types. */
export const PASSWORD_RULE_HINT = 'app.security.password.rule';
