import { describe, expect, it } from 'vitest';
import { isStrongPassword, SignInBody } from '../../src/shared/auth';

describe('auth rules', () => {
  it('accepts only passwords with 8+ characters, upper, lower, digit and special', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    for (const weak of ['Abcde1!', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1']) expect(isStrongPassword(weak)).toBe(false);
  });

  it('trims the sign-in email and checks its bounds', () => {
    expect(SignInBody.parse({ email: ' a@b.co ', password: 'abc' }).email).toBe('a@b.co');
    expect(SignInBody.safeParse({ email: 'a@', password: 'abc' }).success).toBe(false);
  });
});
