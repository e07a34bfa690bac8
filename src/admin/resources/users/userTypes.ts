import type { Identifier } from 'react-admin';
import type { User } from '../../../shared/users';

/** A user as the dataProvider gives it: the API's JSON with react-admin's `id`. */
export type UserRecord = User & { id: Identifier };
