import { BooleanInput, required, TextInput } from 'react-admin';
import { ROLE_LIMITS } from '../../../shared/roles';
import { limitRules } from '../../common/limitRules';
import { RoleAccessInput } from './RoleAccessMatrix';

/** Required, and the server's limit (RoleBody) said on the field. */
const NAME_RULES = [required(), limitRules(ROLE_LIMITS).name];

/** The role form: name (required), Active, and the access matrix. */
export const RoleInputs = () => (
  <>
    <TextInput source="name" validate={NAME_RULES} sx={{ maxWidth: 480 }} fullWidth />
    <BooleanInput source="isActive" />
    <RoleAccessInput />
  </>
);
