import { z } from './zod';
import { UploadPath } from './uploads';
import { maxCharactersMessage } from './fields';
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from './passwordPolicy';
import { USER_LIMITS } from './users';
import { EMAIL_MAX, EMAIL_MIN, LOGIN_PASSWORD_MAX, LOGIN_PASSWORD_MIN } from './authValues';

export * from './authValues';

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
  /** Only its path is used, never its origin, so a reset link cannot point elsewhere. */
  url: z.string().max(500).optional(),
});

export const ResetPasswordBody = z.object({
  token: z.string().min(10, 'The reset token is missing').max(200),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(PASSWORD_MIN, PASSWORD_MESSAGES.length)
    .max(PASSWORD_MAX, PASSWORD_MESSAGES.length),
});

/** The current password proves it is the person, not someone at an unlocked screen. */
export const OwnPasswordBody = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(PASSWORD_MAX),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(PASSWORD_MIN, PASSWORD_MESSAGES.length)
    .max(PASSWORD_MAX, PASSWORD_MESSAGES.length),
  confirmPassword: z.string({ error: 'Confirm password is required' }).max(PASSWORD_MAX),
});
export type OwnPasswordBody = z.infer<typeof OwnPasswordBody>;

const profileText = (max: number) => z.string().trim().max(max, maxCharactersMessage(max));

export const ProfileBody = z.object({
  firstName: profileText(USER_LIMITS.firstName).min(1, 'First name is required'),
  lastName: profileText(USER_LIMITS.lastName).min(1, 'Last name is required'),
  email: profileText(USER_LIMITS.email).pipe(z.email('Please enter valid Email Address!')).optional(),
  phoneNumber: profileText(USER_LIMITS.phoneNumber).optional().nullable(),
  picture: UploadPath.optional(),
  language: z.string().max(10).optional(),
});
