import { Create, SimpleForm } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { useResourcePaths } from '../../common/resourceOptions';
import { RoleFormToolbar } from './RoleFormToolbar';
import { RoleInputs } from './RoleInputs';
import { ROLE_DEFAULTS, roleTransform } from './roleTypes';

export const RoleCreate = () => {
  // Not redirect="list": react-admin's list path is /roles, which only leads on to this one.
  const { list } = useResourcePaths();
  return (
    <AccessGate action="create">
      <Create title="app.roles.createTitle" redirect={list} transform={roleTransform}>
        <SimpleForm warnWhenUnsavedChanges defaultValues={ROLE_DEFAULTS} toolbar={<RoleFormToolbar mode="create" />}>
          <RoleInputs />
        </SimpleForm>
      </Create>
    </AccessGate>
  );
};
