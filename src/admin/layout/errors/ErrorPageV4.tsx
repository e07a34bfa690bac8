import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { asideColors } from '../../theme';
import { BackToHomeButton } from './BackToHomeButton';

/** /error/error-v4: light text on the aside's dark colour. */
export const ErrorPageV4 = () => {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 3,
        px: { xs: 3, md: 12 },
        bgcolor: asideColors.background,
        color: '#ffffff',
      }}
    >
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700 }}>
        {translate('app.errors.howDidYouGetHere')}
      </Typography>
      <Typography sx={{ maxWidth: 560, color: asideColors.text }}>{translate('app.errors.tryAgain')}</Typography>
      <Box>
        <BackToHomeButton variant="outlined" color="inherit" />
      </Box>
    </Box>
  );
};
