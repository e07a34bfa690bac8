import type { FieldValues } from 'react-hook-form';
import { Box, Link as MuiLink, Stack } from '@mui/material';
import { Form, LinkBase, TextInput, useAuthProvider, useNotify, useTranslate } from 'react-admin';
import { SubmitButton } from '../../common/SubmitButton';
import { useNotifyError } from '../../common/useNotifyError';
import { AuthLayout } from './AuthLayout';
import { emailValidators, loginPasswordValidators } from './authValidators';

/** How long the success toast shows before the page reloads into the signed-in app. */
const RELOAD_DELAY_MS = 600;

interface LoginValues {
  email: string;
  password: string;
}

export const LoginPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const authProvider = useAuthProvider();

  const signIn = async ({ email, password }: LoginValues) => {
    try {
      await authProvider?.login({ email: email.trim(), password });
    } catch (error) {
      notifyError(error);
      return;
    }
    notify('app.auth.login.signedIn', { type: 'success' });
    // A full reload starts the app afresh with the stored session.
    await new Promise((resolve) => setTimeout(resolve, RELOAD_DELAY_MS));
    window.location.assign('/');
  };

  return (
    <AuthLayout title="app.auth.login.title" intro="app.auth.login.intro">
      <Form onSubmit={(values: FieldValues) => signIn(values as LoginValues)} noValidate>
        <TextInput
          source="email"
          type="email"
          label="app.auth.login.email"
          validate={emailValidators}
          autoComplete="username"
          autoFocus
          fullWidth
        />
        <TextInput
          source="password"
          type="password"
          label="app.auth.login.password"
          validate={loginPasswordValidators}
          autoComplete="current-password"
          fullWidth
        />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 2, flexWrap: 'wrap' }}>
          <MuiLink component={LinkBase} to="/auth/forgot-password" variant="body2">
            {translate('app.auth.login.forgotPassword')}
          </MuiLink>
          <Box>
            <SubmitButton label="app.auth.login.submit" />
          </Box>
        </Stack>
      </Form>
    </AuthLayout>
  );
};
