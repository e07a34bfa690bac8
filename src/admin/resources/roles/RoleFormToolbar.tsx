import { Box, Button } from '@mui/material';
import { useFormContext, useFormState } from 'react-hook-form';
import { LinkBase, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { PreviewButton } from '../previews';
import { roleTransform } from './roleTypes';
import { writeLabel } from '../../common/previewLabel';
import { useResourcePaths } from '../../common/resourceOptions';
import { RoleDeleteButton } from './RoleDeleteButton';
import { useRoleLock } from './useRoleLock';

/**
 * Delete (on the details screen), then Cancel back to the role list and Save. A role one holds is
 * not deleted, and one above one's own access is neither saved nor deleted: the matrix says why.
 */
/** The matrix as it stands in the form: the saved one, or the changes not saved yet. */
const MatrixPreviewButton = () => {
  const { getValues } = useFormContext();
  const { dirtyFields } = useFormState();
  const changed = 'access' in dirtyFields;
  return <PreviewButton changed={changed} access={changed ? () => roleTransform(getValues()).access : undefined} />;
};

export const RoleFormToolbar = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const { whole } = useRoleLock();
  const { list } = useResourcePaths();
  return (
    <Toolbar sx={{ gap: 1 }}>
      {mode === 'edit' && <RoleDeleteButton disabled={whole !== undefined} />}
      {mode === 'edit' && <MatrixPreviewButton />}
      <Box sx={{ flex: 1 }} />
      <Button component={LinkBase} to={list}>
        {translate('app.common.cancel')}
      </Button>
      <SaveButton label={writeLabel(undefined)} disabled={whole?.reason === 'above' ? true : undefined} />
    </Toolbar>
  );
};
