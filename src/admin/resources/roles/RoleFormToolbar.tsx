import { Box, Button } from '@mui/material';
import { LinkBase, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { RoleDeleteButton } from './RoleDeleteButton';
import { ROLE_LIST_PATH } from './paths';
import { useRoleLock } from './useRoleLock';

/**
 * Delete (on the details screen), then Cancel back to the role list and Save. A role one holds is
 * not deleted, and one above one's own access is neither saved nor deleted: the matrix says why.
 */
export const RoleFormToolbar = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const { whole } = useRoleLock();
  return (
    <Toolbar sx={{ gap: 1 }}>
      {mode === 'edit' && <RoleDeleteButton disabled={whole !== undefined} />}
      <Box sx={{ flex: 1 }} />
      <Button component={LinkBase} to={ROLE_LIST_PATH}>
        {translate('app.common.cancel')}
      </Button>
      <SaveButton disabled={whole?.reason === 'above' ? true : undefined} />
    </Toolbar>
  );
};
