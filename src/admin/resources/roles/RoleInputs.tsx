import { BooleanInput, required, TextInput } from 'react-admin';
import { ROLE_LIMITS } from '../../../shared/roles';
import { limitRules } from '../../common/limitRules';
import { RoleAccessInput } from './RoleAccessMatrix';
import { useRoleLock } from './useRoleLock';

/** Required, and the server's limit (RoleBody) said on the field. */
const NAME_RULES = [required(), limitRules(ROLE_LIMITS).name];

/**
 * The role form: name (required), Active, and the access matrix. A role one holds keeps its status;
 * a role above one's own access is shown but not changed (the matrix says why).
 */
export const RoleInputs = () => {
  const { whole } = useRoleLock();
  return (
    <>
      <TextInput source="name" validate={NAME_RULES} sx={{ maxWidth: 480 }} fullWidth disabled={whole?.reason === 'above'} />
      <BooleanInput source="isActive" disabled={whole !== undefined} />
      <RoleAccessInput />
    </>
  );
};
