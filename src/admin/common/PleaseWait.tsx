import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The loading state of a screen whose code or data is on its way. */
export const PleaseWait = () => {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, minHeight: '40vh', p: 3 }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography>{translate('app.common.pleaseWait', { _: 'Please wait...' })}</Typography>
    </Box>
  );
};
