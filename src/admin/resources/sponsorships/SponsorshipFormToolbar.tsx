import { Button } from '@mui/material';
import { SaveButton, Toolbar, useTranslate, LinkBase } from 'react-admin';

/** Cancel back to the list, and Save (enabled once the form changed). */
export const SponsorshipFormToolbar = () => {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1, justifyContent: 'flex-end' }}>
      <Button component={LinkBase} to="/sponsorships">
        {translate('app.common.cancel')}
      </Button>
      <SaveButton />
    </Toolbar>
  );
};
