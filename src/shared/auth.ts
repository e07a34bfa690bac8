import { z } from 'zod';
import { MESSAGES } from './messages';

/** Validation rules of the auth forms (spec 000 §5), shared by the forms and the server. */
export const EMAIL_MIN = 3;
export const EMAIL_MAX = 50;
export const LOGIN_PASSWORD_MIN = 3;
export const LOGIN_PASSWORD_MAX = 50;

/** 8 or more characters with an uppercase, a lowercase, a digit and a special character. */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,128}$/;

export function isStrongPassword(value: string): boolean {
  return STRONG_PASSWORD.test(value);
}

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(EMAIL_MIN, `Minimum ${EMAIL_MIN} symbols`)
  .max(EMAIL_MAX, `Maximum ${EMAIL_MAX} symbols`)
  .pipe(z.email('Invalid email format'));

export const SignInBody = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(LOGIN_PASSWORD_MIN, `Minimum ${LOGIN_PASSWORD_MIN} symbols`)
    .max(LOGIN_PASSWORD_MAX, `Maximum ${LOGIN_PASSWORD_MAX} symbols`),
});

export const ForgotPasswordBody = z.object({
  email: emailField,
  /** The app's reset route as the client sees it; only its path is used, never its origin. */
  url: z.string().max(500).optional(),
});

export const ResetPasswordBody = z.object({
  token: z.string().min(10, 'The reset token is missing').max(200),
  newPassword: z.string({ error: 'New password is required' }).max(128).regex(STRONG_PASSWORD, MESSAGES.passwordRule),
});

export const ProfileBody = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  email: z.string().trim().max(254).pipe(z.email('Please enter valid Email Address!')).optional(),
  phoneNumber: z.string().trim().max(30).optional().nullable(),
  picture: z.string().trim().max(1000).optional().nullable(),
  language: z.string().max(10).optional(),
});
