import { BooleanInput, required, TextInput } from 'react-admin';
import { RoleAccessInput } from './RoleAccessMatrix';

/** The role form: name (required), Active, and the access matrix. */
export const RoleInputs = () => (
  <>
    <TextInput source="name" label="resources.roles.fields.name" validate={required()} sx={{ maxWidth: 480 }} fullWidth />
    <BooleanInput source="isActive" label="resources.roles.fields.isActive" />
    <RoleAccessInput />
  </>
);
