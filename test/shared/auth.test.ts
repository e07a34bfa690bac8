import { describe, expect, it } from 'vitest';
import { ResetPasswordBody, SignInBody } from '../../src/shared/auth';
import { PASSWORD_MESSAGES, passwordPolicyIssue } from '../../src/shared/passwordPolicy';
import { isCommonPassword, passwordIssue } from '../../src/server/core/passwordPolicy';

describe('the password rule', () => {
  it('takes 8 to 128 characters of any kind, but never the email', () => {
    expect(passwordPolicyIssue('correct horse')).toBeUndefined();
    expect(passwordPolicyIssue('abcdefg')).toBe(PASSWORD_MESSAGES.length);
    expect(passwordPolicyIssue('a'.repeat(129))).toBe(PASSWORD_MESSAGES.length);
    expect(passwordPolicyIssue('a'.repeat(128))).toBeUndefined();
    expect(passwordPolicyIssue('Pat@Example.com', 'pat@example.com')).toBe(PASSWORD_MESSAGES.email);
  });

  it('refuses the 10,000 most common passwords, in any case, and nothing else', () => {
    for (const common of ['password', 'PASSWORD', '12345678', 'baseball', 'iloveyou', 'trustno1']) expect(isCommonPassword(common)).toBe(true);
    expect(passwordIssue('Sunshine')).toBe(PASSWORD_MESSAGES.common);
    expect(isCommonPassword('Lakes of Minnesota 2026')).toBe(false);
    expect(passwordIssue('Lakes of Minnesota 2026', 'pat@example.com')).toBeUndefined();
  });

  it('is the reset page rule too (the server adds the list)', () => {
    expect(ResetPasswordBody.safeParse({ token: 'x'.repeat(20), newPassword: 'plain words here' }).success).toBe(true);
    expect(ResetPasswordBody.safeParse({ token: 'x'.repeat(20), newPassword: 'short' }).success).toBe(false);
  });
});

describe('auth rules', () => {
  it('trims the sign-in email and checks its bounds', () => {
    expect(SignInBody.parse({ email: ' a@b.co ', password: 'abc' }).email).toBe('a@b.co');
    expect(SignInBody.safeParse({ email: 'a@', password: 'abc' }).success).toBe(false);
  });

  it('signs in with emails up to 254 characters and passwords up to 128', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(176)}.example.com`;
    expect(long.length).toBeLessThanOrEqual(254);
    expect(SignInBody.safeParse({ email: long, password: 'p'.repeat(128) }).success).toBe(true);
    expect(SignInBody.safeParse({ email: long, password: 'p'.repeat(129) }).success).toBe(false);
  });
});
