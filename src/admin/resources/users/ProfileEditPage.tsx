import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button, Card, CardContent, Stack } from '@mui/material';
import {
  Form,
  required,
  SaveButton,
  TextInput,
  useAuthProvider,
  useDataProvider,
  useNavigate,
  useNotify,
  useTranslate,
} from 'react-admin';
import { ImageUploadInput } from '../../common/ImageUploadInput';
import { writeLabel } from '../../common/previewLabel';
import { PleaseWait } from '../../common/PleaseWait';
import { WarnWhenUnsavedChanges } from '../../common/WarnWhenUnsavedChanges';
import { userLimitRules } from './userValidation';
import { OwnPasswordForm } from './OwnPasswordForm';
import { errorMessage } from '../../common/errorMessage';
import { useNotifyError } from '../../common/useNotifyError';
import { versionConflictOf } from '../../common/versionConflict';
import type { AppAuthProvider } from '../../providers/authProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { isSessionUser, readSession, replaceMe, type SessionUser } from '../../providers/session';

/** How long the success toast shows before the page reloads with the saved profile. */
export const PROFILE_RELOAD_DELAY_MS = 600;

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  picture: string | null;
}

/** Required, and the user form's limits (the server checks ProfileBody with the same USER_LIMITS). */
const FIRST_NAME_RULES = [required(), userLimitRules.firstName];
const LAST_NAME_RULES = [required(), userLimitRules.lastName];
const PHONE_RULES = [userLimitRules.phoneNumber];

/** A fresh copy resets the fields the person has not touched and keeps what they typed. */
const KEEP_TYPED = { keepDirtyValues: true };

const valuesOf = (me: SessionUser): ProfileValues => ({
  firstName: me.firstName ?? '',
  lastName: me.lastName ?? '',
  email: me.email ?? '',
  phoneNumber: me.phoneNumber ?? '',
  picture: me.picture ?? null,
});

/** /profile: the signed-in user's own name, phone and picture, and their own password. */
export const ProfileEditPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const [me, setMe] = useState<SessionUser | null>(null);
  const defaultValues = useMemo(() => (me ? valuesOf(me) : undefined), [me]);

  /** The session's copy of the user, read again from the server. */
  const reload = useCallback(async () => {
    await authProvider?.refreshSession().catch(() => undefined);
    return readSession().me;
  }, [authProvider]);

  // Staff may have changed the user since sign-in: start from the record as it is now.
  useEffect(() => {
    let live = true;
    void reload().then((fresh) => live && setMe(fresh));
    return () => {
      live = false;
    };
  }, [reload]);

  if (!me || !defaultValues) return <PleaseWait />;

  const save = async (values: ProfileValues) => {
    try {
      const user = await dataProvider.updateProfile(
        me._id,
        {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          // The email is shown disabled, so the form leaves it out; the stored one is sent unchanged.
          email: me.email,
          phoneNumber: values.phoneNumber?.trim() || null,
          picture: values.picture || null,
        },
        me.updatedAt,
      );
      if (!isSessionUser(user)) throw new Error('app.common.somethingWrong');
      replaceMe(localStorage, user);
    } catch (error) {
      if (!versionConflictOf(error)) {
        notifyError(error);
        return;
      }
      // Staff changed the user meanwhile: show their version beside what was typed; Save again saves over it.
      const message = errorMessage(error);
      notify(message, { type: 'warning', messageArgs: { _: message } });
      setMe(await reload());
      return;
    }
    notify('app.profile.edit.saved', { type: 'success' });
    // The page reloads so every part of the shell shows the saved profile.
    await new Promise((resolve) => setTimeout(resolve, PROFILE_RELOAD_DELAY_MS));
    window.location.reload();
  };

  return (
    <>
      <Card sx={{ maxWidth: 720 }}>
        <CardContent>
          <Form
            defaultValues={defaultValues}
            resetOptions={KEEP_TYPED}
            onSubmit={(values: FieldValues) => save(values as ProfileValues)}
            noValidate
            warnWhenUnsavedChanges
            WarnWhenUnsavedChangesComponent={WarnWhenUnsavedChanges}
          >
            <ImageUploadInput source="picture" label="app.profile.edit.picture" />
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 0, sm: 2 } }}>
              <TextInput source="firstName" label="app.profile.edit.firstName" validate={FIRST_NAME_RULES} autoComplete="given-name" />
              <TextInput source="lastName" label="app.profile.edit.lastName" validate={LAST_NAME_RULES} autoComplete="family-name" />
            </Stack>
            <TextInput source="email" label="app.profile.edit.email" disabled />
            <TextInput source="phoneNumber" label="app.profile.edit.phoneNumber" type="tel" validate={PHONE_RULES} autoComplete="tel" />
            <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, mt: 2 }}>
              <Button onClick={() => navigate(-1)}>{translate('app.common.cancel')}</Button>
              <SaveButton label={writeLabel(undefined)} />
            </Stack>
          </Form>
        </CardContent>
      </Card>
      <OwnPasswordForm email={me.email ?? ''} />
    </>
  );
};
