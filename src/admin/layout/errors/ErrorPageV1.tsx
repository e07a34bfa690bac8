import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BackToHomeButton } from './BackToHomeButton';

/** /error/error-v1: a large code over the message, centred. */
export const ErrorPageV1 = () => {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
        bgcolor: 'background.default',
      }}
    >
      <Typography aria-hidden sx={{ fontSize: { xs: 96, sm: 160 }, fontWeight: 700, lineHeight: 1, color: 'primary.main' }}>
        {translate('app.errors.notFoundCode')}
      </Typography>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
        {translate('app.errors.oops')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {translate('app.errors.pageMissing')}
      </Typography>
      <BackToHomeButton />
    </Box>
  );
};
