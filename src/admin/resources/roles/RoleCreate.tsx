import { SimpleForm } from 'react-admin';
import { CreateScreen } from '../../common/CreateScreen';
import { RoleFormToolbar } from './RoleFormToolbar';
import { RoleInputs } from './RoleInputs';
import { ROLE_DEFAULTS, roleTransform } from './roleTypes';

export const RoleCreate = () => (
  <CreateScreen title="app.roles.createTitle" transform={roleTransform}>
    <SimpleForm warnWhenUnsavedChanges defaultValues={ROLE_DEFAULTS} toolbar={<RoleFormToolbar mode="create" />}>
      <RoleInputs />
    </SimpleForm>
  </CreateScreen>
);
