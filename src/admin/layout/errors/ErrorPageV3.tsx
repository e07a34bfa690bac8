import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useTranslate } from 'react-admin';
import { BackToHomeButton } from './BackToHomeButton';

/** /error/error-v3: where the root path sends a user who may open no module. */
export const ErrorPageV3 = () => {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper elevation={2} sx={{ maxWidth: 520, p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <LockIcon aria-hidden sx={{ fontSize: 56, color: 'warning.main' }} />
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mt: 1 }}>
          {translate('app.errors.oops')}
        </Typography>
        <Typography component="h2" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
          {translate('app.errors.noAccessTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.errors.noAccess')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'center', gap: 1, mt: 3 }}>
          <Button variant="contained" startIcon={<LogoutIcon />} onClick={() => logout()}>
            {translate('app.errors.signOut')}
          </Button>
          <BackToHomeButton variant="outlined" />
        </Stack>
      </Paper>
    </Box>
  );
};
