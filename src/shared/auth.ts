import { z } from 'zod';
import { UploadPath } from './uploads';
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from './passwordPolicy';

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
  /** The password rule (src/shared/passwordPolicy.ts); the server also refuses common passwords. */
  newPassword: z
    .string({ error: 'New password is required' })
    .min(PASSWORD_MIN, PASSWORD_MESSAGES.length)
    .max(PASSWORD_MAX, PASSWORD_MESSAGES.length),
});

/** The profile panel's own password change: the current password proves it is the person. */
export const OwnPasswordBody = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(PASSWORD_MAX),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(PASSWORD_MIN, PASSWORD_MESSAGES.length)
    .max(PASSWORD_MAX, PASSWORD_MESSAGES.length),
  confirmPassword: z.string({ error: 'Confirm password is required' }).max(PASSWORD_MAX),
});
export type OwnPasswordBody = z.infer<typeof OwnPasswordBody>;

export const ProfileBody = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  email: z.string().trim().max(254).pipe(z.email('Please enter valid Email Address!')).optional(),
  phoneNumber: z.string().trim().max(30).optional().nullable(),
  picture: UploadPath.optional(),
  language: z.string().max(10).optional(),
});
