import { Create, SimpleForm } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { RoleFormToolbar } from './RoleFormToolbar';
import { RoleInputs } from './RoleInputs';
import { ROLE_LIST_PATH } from './paths';
import { ROLE_DEFAULTS, roleTransform } from './roleTypes';

export const RoleCreate = () => (
  <AccessGate resource="roles" action="create">
    <Create resource="roles" title="app.roles.createTitle" redirect={ROLE_LIST_PATH} transform={roleTransform}>
      <SimpleForm warnWhenUnsavedChanges defaultValues={ROLE_DEFAULTS} toolbar={<RoleFormToolbar mode="create" />}>
        <RoleInputs />
      </SimpleForm>
    </Create>
  </AccessGate>
);
