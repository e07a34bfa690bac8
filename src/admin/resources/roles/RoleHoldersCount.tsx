import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/** 'Held by N users': how many users hold the role (GET /roles/count/user/role/{id}); nothing until known. */
export const RoleHoldersCount = ({ roleId }: { roleId: Identifier }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [count, setCount] = useState<number>();
  useEffect(() => {
    let current = true;
    Promise.resolve()
      .then(() => dataProvider.countRoleUsers(roleId))
      .then(
      (value) => current && setCount(value),
      // The count is a hint only: without it the screen works as before.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [dataProvider, roleId]);
  if (count === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {translate('app.roles.heldBy', { smart_count: count })}
    </Typography>
  );
};
