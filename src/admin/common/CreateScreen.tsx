import type { ReactNode } from 'react';
import { Create, type CreateProps, type Identifier } from 'react-admin';
import { AccessGate } from './AccessGate';
import { useResourcePaths } from './resourceOptions';

export interface CreateScreenProps extends Omit<CreateProps, 'redirect' | 'children'> {
  /** i18n key of the title. */
  title: string;
  /** Where a saved record leads: the resource's list, or the new record's own screen. */
  then?: 'list' | 'record';
  children: ReactNode;
}

/**
 * Every create screen's frame: the denial text without the add permission, then react-admin's
 * `Create`, which leads to our paths (`/user-management/...`, `/<name>/edit/:id`) rather than its own.
 */
export const CreateScreen = ({ then = 'list', children, ...createProps }: CreateScreenProps) => {
  const paths = useResourcePaths(createProps.resource);
  const redirect = then === 'list' ? paths.list : (_resource?: string, id?: Identifier) => paths.record(String(id));
  return (
    <AccessGate resource={createProps.resource} action="create">
      <Create redirect={redirect} {...createProps}>
        {children}
      </Create>
    </AccessGate>
  );
};
