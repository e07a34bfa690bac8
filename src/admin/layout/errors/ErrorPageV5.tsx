import { Box, Card, CardContent, Typography } from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import { BackToHomeButton } from './BackToHomeButton';

/** /error/error-v5: a card with a warning sign. */
export const ErrorPageV5 = () => {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Card variant="outlined" sx={{ maxWidth: 460, borderTop: 4, borderTopColor: 'error.main' }}>
        <CardContent sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
          <WarningIcon aria-hidden sx={{ fontSize: 48, color: 'error.main' }} />
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
            {translate('app.errors.oops')}
          </Typography>
          <Typography color="text.secondary">{translate('app.errors.tryAgain')}</Typography>
          <Typography color="text.secondary">{translate('app.errors.contactSupport')}</Typography>
          <BackToHomeButton />
        </CardContent>
      </Card>
    </Box>
  );
};
