import type { FieldValues } from 'react-hook-form';
import { Button, Stack } from '@mui/material';
import { Form, HttpError, TextInput, useAuthProvider, useNavigate, useNotify, useParams, useTranslate } from 'react-admin';
import { postWithoutSession } from '../../common/api';
import { PASSWORD_RULE_HINT } from '../../common/passwordRule';
import { SubmitButton } from '../../common/SubmitButton';
import { useNotifyError } from '../../common/useNotifyError';
import { keepNoticeForNextLoad, type CarriedNotice } from '../noticeAfterLoad';
import { AuthLayout } from './AuthLayout';
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
    let answer: Awaited<ReturnType<typeof postWithoutSession>>;
    try {
      answer = await postWithoutSession('/users/reset-password', { newPassword, token });
    } catch (error) {
      notifyError(error);
      return;
    }
    const done: CarriedNotice = { message: answer.message ?? 'app.auth.reset.done', type: 'success', messageArgs: { _: answer.message } };
    // Then into the app, signed in with the new password: a full load of the root path, which opens
    // the first screen the person may, where the success message shows. Someone the app does not
    // let in (no role yet) gets the sign-in page and why.
    try {
      const { email } = answer.body;
      if (typeof email !== 'string' || !email) throw new Error('no email in the answer');
      await authProvider?.login({ email, password: newPassword });
    } catch (error) {
      notify(done.message, { type: done.type, messageArgs: done.messageArgs });
      if (error instanceof HttpError) notifyError(error);
      navigate('/auth/login');
      return;
    }
    keepNoticeForNextLoad(done);
    window.location.assign('/');
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
