import { SimpleForm } from 'react-admin';
import { CreateScreen } from '../../common/CreateScreen';
import { UserFormToolbar } from './UserFormToolbar';
import { UserInputs } from './UserInputs';
import { USER_DEFAULT_VALUES, userTransform } from './userTransform';

/** A new user starts as a member, en_US, MN, United States. */
export const UserCreate = () => (
  <CreateScreen title="app.userEdit.createTitle" transform={userTransform}>
    <SimpleForm warnWhenUnsavedChanges defaultValues={USER_DEFAULT_VALUES} toolbar={<UserFormToolbar mode="create" />}>
      <UserInputs mode="create" />
    </SimpleForm>
  </CreateScreen>
);
