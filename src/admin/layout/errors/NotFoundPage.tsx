import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BackToHomeButton } from './BackToHomeButton';

/** The page of an unknown path inside the app (react-admin's catchAll). */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 8, px: 2 }}>
      <Typography aria-hidden sx={{ fontSize: 96, fontWeight: 700, lineHeight: 1, color: 'primary.main' }}>
        {translate('app.errors.notFoundCode')}
      </Typography>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
        {translate('app.errors.howDidYouGetHere')}
      </Typography>
      <Typography color="text.secondary">{translate('app.errors.notFound')}</Typography>
      <BackToHomeButton />
    </Box>
  );
};
