import type { ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import { LinkBase, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { writeLabel } from './previewLabel';
import { useResourcePaths } from './resourceOptions';

export interface RecordFormToolbarProps {
  /** Where Cancel goes: the surrounding resource's list by default. */
  listPath?: string;
  /** i18n key of the save button ('Save' on create, 'Update' on edit); react-admin's 'Save' by default. */
  saveLabel?: string;
  deleteButton?: ReactNode;
}

/** The buttons of a create or edit form: Delete on the left; Cancel and Save on the right. */
export const RecordFormToolbar = ({ listPath: listPathProp, saveLabel, deleteButton }: RecordFormToolbarProps) => {
  const translate = useTranslate();
  const paths = useResourcePaths();
  const listPath = listPathProp ?? paths.list;
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
      <Box>{deleteButton}</Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button component={LinkBase} to={listPath}>
          {translate('app.common.cancel')}
        </Button>
        <SaveButton label={writeLabel(saveLabel)} />
      </Box>
    </Toolbar>
  );
};
