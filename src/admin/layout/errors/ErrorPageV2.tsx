import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BackToHomeButton } from './BackToHomeButton';

/** /error/error-v2: a coloured panel beside the message, stacked on small screens. */
export const ErrorPageV2 = () => {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 4,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Typography component="h1" variant="h3" sx={{ fontWeight: 700, textAlign: 'center' }}>
          {translate('app.errors.howDidYouGetHere')}
        </Typography>
      </Box>
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          justifyContent: 'center',
          gap: 2,
          p: 4,
          bgcolor: 'background.paper',
        }}
      >
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {translate('app.errors.oops')}
        </Typography>
        <Typography color="text.secondary">{translate('app.errors.pageMissing')}</Typography>
        <BackToHomeButton variant="outlined" />
      </Box>
    </Box>
  );
};
