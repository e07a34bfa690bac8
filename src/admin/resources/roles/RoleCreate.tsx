import { Create, SimpleForm } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { useSaveSuccess } from '../../common/useSaveSuccess';
import { RoleFormToolbar } from './RoleFormToolbar';
import { RoleInputs } from './RoleInputs';
import { ROLE_LIST_PATH } from './paths';
import { ROLE_DEFAULTS, roleTransform } from './roleTypes';

/** /user-management/roles/add */
export const RoleCreate = () => {
  const onSuccess = useSaveSuccess('app.roles.created', ROLE_LIST_PATH);
  return (
    <AccessGate resource="roles" action="create">
      <Create resource="roles" title="app.roles.createTitle" mutationOptions={{ onSuccess }} transform={roleTransform}>
        <SimpleForm warnWhenUnsavedChanges defaultValues={ROLE_DEFAULTS} toolbar={<RoleFormToolbar mode="create" />}>
          <RoleInputs />
        </SimpleForm>
      </Create>
    </AccessGate>
  );
};
