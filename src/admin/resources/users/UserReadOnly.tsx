import { Alert, Typography } from '@mui/material';
import { Form, RecordContextProvider, ResourceContextProvider, useGetOne, useTranslate } from 'react-admin';
import { errorMessage } from '../../common/errorMessage';
import { UserInputs } from './UserInputs';
import type { UserRecord } from './userTransform';

/** Read-only: never submitted. */
const noSubmit = () => undefined;

/**
 * The user screen for a viewer who may not edit users (spec 000 §6): the user passed in by id,
 * every field disabled, no buttons.
 */
export const UserReadOnly = ({ userId }: { userId: string }) => {
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne<UserRecord>('users', { id: userId }, { retry: false });
  if (isPending) {
    return (
      <Typography role="status" sx={{ p: 2 }}>
        {translate('app.common.loading')}
      </Typography>
    );
  }
  if (error || !data) {
    const message = errorMessage(error);
    return <Alert severity="error">{translate(message, { _: message })}</Alert>;
  }
  return (
    <ResourceContextProvider value="users">
      <RecordContextProvider value={data}>
        <Form record={data} onSubmit={noSubmit}>
          <UserInputs mode="edit" readOnly />
        </Form>
      </RecordContextProvider>
    </ResourceContextProvider>
  );
};
