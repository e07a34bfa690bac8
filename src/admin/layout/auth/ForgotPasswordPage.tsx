import type { FieldValues } from 'react-hook-form';
import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { Form, TextInput, useNavigate, useNotify, useTranslate } from 'react-admin';
import { postWithoutSession } from '../../common/api';
import { SubmitButton } from '../../common/SubmitButton';
import { useNotifyError } from '../../common/useNotifyError';
import { AuthLayout } from './AuthLayout';
import { emailValidators } from './authValidators';

interface ForgotValues {
  email: string;
}

/** /auth/forgot-password: asks the server to mail a reset link. */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const backToLogin = () => navigate('/auth/login');

  const send = async ({ email }: ForgotValues) => {
    try {
      const { message } = await postWithoutSession('/users/forgot-password', {
        email: email.trim(),
        url: `${window.location.origin}/auth/reset-password`,
      });
      notify(message ?? 'app.auth.forgot.sent', { type: 'success', messageArgs: { _: message } });
      setSent(true);
    } catch (error) {
      notifyError(error);
    }
  };

  if (sent) {
    return (
      <AuthLayout title="app.auth.forgot.title">
        <Alert severity="success" sx={{ my: 2 }}>
          {translate('app.auth.forgot.sent')}
        </Alert>
        <Button variant="contained" onClick={backToLogin} autoFocus>
          {translate('app.auth.forgot.backToLogin')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="app.auth.forgot.title" intro="app.auth.forgot.intro">
      <Form onSubmit={(values: FieldValues) => send(values as ForgotValues)} noValidate>
        <TextInput
          source="email"
          type="email"
          label="app.auth.forgot.email"
          validate={emailValidators}
          autoComplete="email"
          autoFocus
          fullWidth
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, mt: 2 }}>
          <Button onClick={backToLogin}>{translate('app.common.cancel')}</Button>
          <SubmitButton label="app.common.submit" />
        </Stack>
      </Form>
    </AuthLayout>
  );
};
