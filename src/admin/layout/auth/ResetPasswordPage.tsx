import type { FieldValues } from 'react-hook-form';
import { Button, Stack } from '@mui/material';
import { Form, HttpError, TextInput, useAuthProvider, useNavigate, useNotify, useParams, useTranslate } from 'react-admin';
import { postWithoutSession } from '../../common/api';
import { PASSWORD_RULE_HINT } from '../../common/passwordRule';
import { SubmitButton } from '../../common/SubmitButton';
import { useNotifyError } from '../../common/useNotifyError';
import { AuthLayout } from './AuthLayout';
import { RELOAD_DELAY_MS } from './LoginPage';
import { confirmPasswordValidators, newPasswordValidators } from './authValidators';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/** /auth/reset-password/:token: sets a new password with the mailed token. */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const authProvider = useAuthProvider();
  const { token = '' } = useParams<{ token: string }>();

  const reset = async ({ newPassword }: ResetValues) => {
    let email: unknown;
    try {
      const answer = await postWithoutSession('/users/reset-password', { newPassword, token });
      notify(answer.message ?? 'app.auth.reset.done', { type: 'success', messageArgs: { _: answer.message } });
      email = answer.body.email;
    } catch (error) {
      notifyError(error);
      return;
    }
    // Then into the app, signed in with the new password (a full load, as after signing in).
    // Someone the app does not let in (no role yet) gets the sign-in page and why.
    try {
      if (typeof email !== 'string' || !email) throw new Error('no email in the answer');
      await authProvider?.login({ email, password: newPassword });
    } catch (error) {
      if (error instanceof HttpError) notifyError(error);
      navigate('/auth/login');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, RELOAD_DELAY_MS));
    window.location.assign('/events');
  };

  return (
    <AuthLayout title="app.auth.reset.title" intro="app.auth.reset.intro">
      <Form onSubmit={(values: FieldValues) => reset(values as ResetValues)} noValidate>
        <TextInput
          source="newPassword"
          type="password"
          label="app.auth.reset.newPassword"
          validate={newPasswordValidators}
          helperText={PASSWORD_RULE_HINT}
          autoComplete="new-password"
          autoFocus
          fullWidth
        />
        <TextInput
          source="confirmPassword"
          type="password"
          label="app.auth.reset.confirmPassword"
          validate={confirmPasswordValidators}
          autoComplete="new-password"
          fullWidth
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, mt: 2 }}>
          <Button onClick={() => navigate('/auth/login')}>{translate('app.common.cancel')}</Button>
          <SubmitButton label="app.common.submit" />
        </Stack>
      </Form>
    </AuthLayout>
  );
};
