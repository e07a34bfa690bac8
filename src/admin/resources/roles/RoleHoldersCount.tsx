import { useEffect, useState } from 'react';
import { Link, Typography } from '@mui/material';
import { LinkBase, useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { USER_LIST_PATH } from '../users';
import { useModuleAccess } from '../../common/useModuleAccess';

/** The user list filtered to the holders of a role (the `roles` filter, in react-admin's URL form). */
export function roleHoldersPath(roleId: Identifier): string {
  return `${USER_LIST_PATH}?${new URLSearchParams({ filter: JSON.stringify({ roles: [String(roleId)] }) })}`;
}

/**
 * 'Held by N users': how many users hold the role (GET /roles/count/user/role/{id}); nothing until
 * known. With users to show and the permission to view users, a link opens them in the user list.
 */
export const RoleHoldersCount = ({ roleId }: { roleId: Identifier }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess: canViewUsers } = useModuleAccess('list', 'users');
  const [count, setCount] = useState<number>();
  useEffect(() => {
    let current = true;
    Promise.resolve()
      .then(() => dataProvider.countRoleUsers(roleId))
      .then(
      (value) => current && setCount(value),
      // The count is a hint only: the screen works without it.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [dataProvider, roleId]);
  if (count === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      <span>{translate('app.roles.heldBy', { smart_count: count })}</span>
      {count > 0 && canViewUsers && (
        <>
          {' · '}
          <Link component={LinkBase} to={roleHoldersPath(roleId)}>
            {translate('app.roles.showHolders')}
          </Link>
        </>
      )}
    </Typography>
  );
};
