import { Create, SimpleForm } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { useResourcePaths } from '../../common/resourceOptions';
import { UserFormToolbar } from './UserFormToolbar';
import { UserInputs } from './UserInputs';
import { USER_DEFAULT_VALUES, userTransform } from './userTransform';

/** A new user starts as a member, en_US, MN, United States. */
export const UserCreate = () => {
  const paths = useResourcePaths();
  return (
    <AccessGate action="create">
      <Create title="app.userEdit.createTitle" redirect={paths.list} transform={userTransform}>
        <SimpleForm warnWhenUnsavedChanges defaultValues={USER_DEFAULT_VALUES} toolbar={<UserFormToolbar mode="create" />}>
          <UserInputs mode="create" />
        </SimpleForm>
      </Create>
    </AccessGate>
  );
};
