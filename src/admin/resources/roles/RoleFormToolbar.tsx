import { Box, Button } from '@mui/material';
import { LinkBase, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { useResourcePaths } from '../../common/resourceOptions';
import { RoleDeleteButton } from './RoleDeleteButton';
import { useRoleLock } from './useRoleLock';

/**
 * Delete (on the details screen), then Cancel back to the role list and Save. A role one holds is
 * not deleted, and one above one's own access is neither saved nor deleted: the matrix says why.
 */
export const RoleFormToolbar = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const { whole } = useRoleLock();
  const { list } = useResourcePaths();
  return (
    <Toolbar sx={{ gap: 1 }}>
      {mode === 'edit' && <RoleDeleteButton disabled={whole !== undefined} />}
      <Box sx={{ flex: 1 }} />
      <Button component={LinkBase} to={list}>
        {translate('app.common.cancel')}
      </Button>
      <SaveButton disabled={whole?.reason === 'above' ? true : undefined} />
    </Toolbar>
  );
};
