import { Box, Button } from '@mui/material';
import { LinkBase, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { RoleDeleteButton } from './RoleDeleteButton';
import { ROLE_LIST_PATH } from './paths';

/** Delete (on the details screen), then Cancel back to the role list and Save. */
export const RoleFormToolbar = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1 }}>
      {mode === 'edit' && <RoleDeleteButton />}
      <Box sx={{ flex: 1 }} />
      <Button component={LinkBase} to={ROLE_LIST_PATH}>
        {translate('app.common.cancel')}
      </Button>
      <SaveButton />
    </Toolbar>
  );
};
