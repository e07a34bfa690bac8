import { Box, Button } from '@mui/material';
import { LinkBase, Toolbar, useFormIsDirty, useTranslate } from 'react-admin';
import { useResourcePaths } from '../../common/resourceOptions';
import { SubmitButton } from '../../common/SubmitButton';

export interface UserFormToolbarProps {
  /** 'edit': Cancel and Update; 'create': Cancel and Save. */
  mode: 'create' | 'edit';
}

/**
 * The user screen's buttons. Not react-admin's SaveButton: it is also disabled while a field
 * validates, which the blur of pressing it starts on this long form, and the press would be lost.
 */
export const UserFormToolbar = ({ mode }: UserFormToolbarProps) => {
  const translate = useTranslate();
  const isDirty = useFormIsDirty();
  const paths = useResourcePaths();
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1 }} />
      <Button component={LinkBase} to={paths.list}>
        {translate('app.common.cancel')}
      </Button>
      <SubmitButton label={mode === 'edit' ? 'app.userEdit.update' : 'app.userEdit.save'} disabled={!isDirty} />
    </Toolbar>
  );
};
