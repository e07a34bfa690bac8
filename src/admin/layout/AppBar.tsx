import { memo, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, useGetIdentity, useTranslate, type AppBarProps } from 'react-admin';
import { LanguageMenuButton, RefreshButton, ThemeToggleButton } from './HeaderButtons';
import { ProfileButton } from './ProfileButton';
import { ProfilePanel } from './ProfilePanel';
import { QuickPanelButton } from './QuickPanelButton';

const PANEL_ID = 'profile-panel';

/** The fixed header. The greeting shows from sm up only, so that nothing overflows on a phone. */
export const AppBar = memo(function AppBar(props: AppBarProps) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [panelOpen, setPanelOpen] = useState(false);
  const firstName = String(identity?.firstName || identity?.fullName || '');

  return (
    <>
      <RaAppBar
        {...props}
        alwaysOn
        userMenu={false}
        color="inherit"
        sx={{ bgcolor: 'background.paper', color: 'text.primary' }}
        toolbar={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {firstName && (
              <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' }, mr: 1, whiteSpace: 'nowrap' }}>
                {translate('app.shell.greeting', { name: firstName })}
              </Typography>
            )}
            <LanguageMenuButton />
            <ThemeToggleButton />
            <RefreshButton />
            <QuickPanelButton />
            <ProfileButton open={panelOpen} onOpen={() => setPanelOpen(true)} controls={PANEL_ID} />
          </Box>
        }
      >
        <Typography
          component="span"
          variant="subtitle1"
          noWrap
          sx={{ flex: 1, fontWeight: 600, display: { xs: 'none', md: 'block' } }}
        >
          {translate('app.product.name')}
        </Typography>
        <Box sx={{ flex: 1, display: { xs: 'block', md: 'none' } }} />
      </RaAppBar>
      <ProfilePanel id={PANEL_ID} open={panelOpen} onClose={() => setPanelOpen(false)} />
    </>
  );
});
