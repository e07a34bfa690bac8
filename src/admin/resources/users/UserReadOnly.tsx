import { ReadOnlyRecord } from '../../common/ReadOnlyRecord';
import { UserInputs } from './UserInputs';
import type { UserRecord } from './userTransform';

/** The user screen for a viewer who may not edit users: every field disabled, no buttons. */
export const UserReadOnly = () => (
  <ReadOnlyRecord<UserRecord>>
    <UserInputs mode="edit" readOnly />
  </ReadOnlyRecord>
);
