import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import ApartmentIcon from '@mui/icons-material/Apartment';
import { useTranslate } from 'react-admin';
import { LanguageMenuButton } from '../HeaderButtons';
import { useDocumentLanguage } from '../../common/useDocumentLanguage';

export interface AuthLayoutProps {
  /** i18n key of the page heading. */
  title: string;
  /** i18n key of the line under the heading. */
  intro?: string;
  children: ReactNode;
}

/** The shared look of the auth pages: a centred card under the product name, and the language menu. */
export const AuthLayout = ({ title, intro, children }: AuthLayoutProps) => {
  const translate = useTranslate();
  useDocumentLanguage();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <LanguageMenuButton />
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, pb: 6 }}
      >
        <Card sx={{ width: '100%', maxWidth: 420 }} elevation={2}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 3, color: 'primary.main' }}>
              <ApartmentIcon aria-hidden />
              <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {translate('app.product.name')}
              </Typography>
            </Stack>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
              {translate(title)}
            </Typography>
            {intro && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
                {translate(intro)}
              </Typography>
            )}
            {children}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
};
