import type { FieldValues } from 'react-hook-form';
import { Button, Stack } from '@mui/material';
import { Form, TextInput, useNavigate, useNotify, useParams, useTranslate } from 'react-admin';
import { postWithoutSession } from '../../common/api';
import { PASSWORD_RULE_HINT } from '../../common/passwordRule';
import { SubmitButton } from '../../common/SubmitButton';
import { useNotifyError } from '../../common/useNotifyError';
import { AuthLayout } from './AuthLayout';
import { confirmPasswordValidators, newPasswordValidators } from './authValidators';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/** /auth/reset-password/:token: sets a new password with the mailed token (spec 000 §2, §4, §5). */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const { token = '' } = useParams<{ token: string }>();

  const reset = async ({ newPassword }: ResetValues) => {
    try {
      const message = await postWithoutSession('/users/reset-password', { newPassword, token });
      notify(message ?? 'app.auth.reset.done', { type: 'success', messageArgs: { _: message } });
      // Spec 000 §4: then to /events, which sends a visitor without a session on to the sign-in page.
      navigate('/events');
    } catch (error) {
      notifyError(error);
    }
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
