import { memo } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const Footer = memo(function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ py: 2, px: 1, mt: 'auto', borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.shell.footer', { year: new Date().getFullYear(), product: translate('app.product.name') })}
      </Typography>
    </Box>
  );
});
