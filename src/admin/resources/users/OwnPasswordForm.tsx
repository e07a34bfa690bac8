import type { FieldValues } from 'react-hook-form';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Form, PasswordInput, required, useDataProvider, useLogout, useNotify, useTranslate, type Validator } from 'react-admin';
import { passwordChangeError } from '../../../shared/userValues';
import { PASSWORD_RULE_HINT } from '../../common/passwordRule';
import { SubmitButton } from '../../common/SubmitButton';
import { useNotifyError } from '../../common/useNotifyError';
import type { AppDataProvider } from '../../providers/dataProvider';
import { userMessageKey } from './userTransform';

interface OwnPasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The pair is judged together, with the rule and the person's email (the server adds the common list). */
const newPasswordRules = (email: string): Validator[] => [
  required(),
  (value: unknown, values: { confirmPassword?: unknown }) => {
    const error = passwordChangeError(
      typeof value === 'string' ? value : '',
      typeof values?.confirmPassword === 'string' ? values.confirmPassword : '',
      email,
    );
    return error ? userMessageKey(error) : undefined;
  },
];
const requiredRule = [required()];

/**
 * The profile's 'Change Password': one's own password changes only here, with the current one
 * (PUT /users/me/password). Every session ends with the change, so the person signs in again.
 */
export const OwnPasswordForm = ({ email }: { email: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const logout = useLogout();
  const dataProvider = useDataProvider<AppDataProvider>();

  const change = async (values: OwnPasswordValues) => {
    try {
      await dataProvider.changeOwnPassword(values);
    } catch (error) {
      notifyError(error);
      return;
    }
    notify('app.security.ownPassword.changed', { type: 'success' });
    await logout();
  };

  return (
    <Card sx={{ maxWidth: 720, mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.security.ownPassword.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.security.ownPassword.intro')}
        </Typography>
        <Form onSubmit={(values: FieldValues) => change(values as OwnPasswordValues)} noValidate>
          <PasswordInput
            source="currentPassword"
            label="app.security.ownPassword.current"
            validate={requiredRule}
            autoComplete="current-password"
            fullWidth
          />
          <PasswordInput
            source="newPassword"
            label="app.security.ownPassword.new"
            validate={newPasswordRules(email)}
            helperText={PASSWORD_RULE_HINT}
            autoComplete="new-password"
            fullWidth
          />
          <PasswordInput
            source="confirmPassword"
            label="app.security.ownPassword.confirm"
            validate={requiredRule}
            autoComplete="new-password"
            fullWidth
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <SubmitButton label="app.security.ownPassword.submit" />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};
