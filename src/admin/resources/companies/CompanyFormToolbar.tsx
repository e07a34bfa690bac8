import { Box, Button } from '@mui/material';
import { LinkBase, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { CompanyDeleteButton } from './CompanyDeleteButton';

export interface CompanyFormToolbarProps {
  /** 'edit': Cancel, Delete and Update; 'create': Cancel and Save. */
  mode: 'create' | 'edit';
}

/** The company screen's buttons: Cancel goes back to /companies. */
export const CompanyFormToolbar = ({ mode }: CompanyFormToolbarProps) => {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
      <Box>{mode === 'edit' && <CompanyDeleteButton />}</Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button component={LinkBase} to="/companies">
          {translate('app.common.cancel')}
        </Button>
        <SaveButton label={mode === 'edit' ? 'app.companies.form.update' : 'app.companies.form.save'} />
      </Box>
    </Toolbar>
  );
};
