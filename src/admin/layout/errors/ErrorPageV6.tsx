import { Box, Divider, Link, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';

/** /error/error-v6: plain text, both headings, and a text link home. */
export const ErrorPageV6 = () => {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', maxWidth: 720, mx: 'auto', px: 3, py: { xs: 6, md: 12 } }}>
      <Typography aria-hidden variant="overline" color="text.secondary" sx={{ fontSize: 16 }}>
        {translate('app.errors.errorCode')}
      </Typography>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 300 }}>
        {translate('app.errors.howDidYouGetHere')}
      </Typography>
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="p">
        {translate('app.errors.oops')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {translate('app.errors.pageMissing')}
      </Typography>
      <Link component={LinkBase} to="/" underline="always">
        {translate('app.common.backToHome')}
      </Link>
    </Box>
  );
};
