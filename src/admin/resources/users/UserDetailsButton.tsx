import { lazy, Suspense, useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext, useTranslate } from 'react-admin';
import { RowIconButton } from '../../common/RowIconButton';
import type { UserRecord } from './userTypes';

// Downloaded the first time a user's details are opened, not with the list.
const UserDetailsDialog = lazy(() => import('./UserDetailsDialog').then((m) => ({ default: m.UserDetailsDialog })));

/** The eye icon of a user row: opens 'User Details'. */
export const UserDetailsButton = () => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <RowIconButton
        label={translate('app.users.details.view', { name: record.name })}
        icon={<VisibilityIcon fontSize="small" />}
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <UserDetailsDialog open onClose={() => setOpen(false)} userId={String(record.id)} />
        </Suspense>
      )}
    </>
  );
};
