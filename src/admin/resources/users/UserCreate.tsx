import { Create, SimpleForm } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { USER_LIST_PATH } from './paths';
import { UserFormToolbar } from './UserFormToolbar';
import { UserInputs } from './UserInputs';
import { USER_DEFAULT_VALUES, userTransform } from './userTransform';

/** /user-management/users/add: a new user starts as a member, en_US, MN, United States. */
export const UserCreate = () => (
  <AccessGate resource="users" action="create">
    <Create resource="users" title="app.userEdit.createTitle" redirect={USER_LIST_PATH} transform={userTransform}>
      <SimpleForm warnWhenUnsavedChanges defaultValues={USER_DEFAULT_VALUES} toolbar={<UserFormToolbar mode="create" />}>
        <UserInputs mode="create" />
      </SimpleForm>
    </Create>
  </AccessGate>
);
