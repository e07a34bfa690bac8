import { useState } from 'react';
import { Box, Button, CircularProgress, IconButton, Menu, MenuItem, useMediaQuery } from '@mui/material';
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLoading, useLocales, useLocaleState, useRefresh, useTheme, useThemesContext, useTranslate } from 'react-admin';
import { tooltipAttributes } from '../common/sharedTooltip';

// The header's buttons, as react-admin's LocalesMenuButton, ToggleThemeButton and LoadingIndicator
// do them, with the shared tooltip and a language menu mounted only while open: react-admin's keep
// their menu mounted and a MUI Tooltip each, which draw again right after the first render.

const LANGUAGE_MENU_ID = 'language-menu';

/** The current language's name; a menu of every language, the current one marked. */
export const LanguageMenuButton = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const open = Boolean(anchor);
  return (
    <Box component="span">
      <Button
        color="inherit"
        variant="text"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? LANGUAGE_MENU_ID : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {languages.find((language) => language.locale === locale)?.name ?? locale}
      </Button>
      {open && (
        <Menu id={LANGUAGE_MENU_ID} anchorEl={anchor} open onClose={() => setAnchor(null)}>
          {languages.map((language) => (
            <MenuItem
              key={language.locale}
              lang={language.locale}
              selected={language.locale === locale}
              onClick={() => {
                setLocale(language.locale);
                setAnchor(null);
              }}
            >
              {language.name}
            </MenuItem>
          ))}
        </Menu>
      )}
    </Box>
  );
};

/** Light or dark, stored as react-admin's ToggleThemeButton stores it. */
export const ThemeToggleButton = () => {
  const translate = useTranslate();
  const { darkTheme, defaultTheme } = useThemesContext();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [theme, setTheme] = useTheme(defaultTheme || (prefersDark && darkTheme ? 'dark' : 'light'));
  const label = translate('ra.action.toggle_theme');
  return (
    <IconButton color="inherit" aria-label={label} onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')} {...tooltipAttributes(label)}>
      {theme === 'dark' ? <Brightness7Icon /> : <Brightness4Icon />}
    </IconButton>
  );
};

/** Refreshes the screen's data; a spinner over it while any request is under way. */
export const RefreshButton = () => {
  const translate = useTranslate();
  const loading = useLoading();
  const refresh = useRefresh();
  const label = translate('ra.action.refresh');
  return (
    <Box sx={{ position: 'relative' }}>
      <IconButton color="inherit" aria-label={label} onClick={() => refresh()} sx={{ opacity: loading ? 0 : 1 }} {...tooltipAttributes(label)}>
        <RefreshIcon />
      </IconButton>
      {loading && (
        // A progress bar needs a name (axe: aria-progressbar-name).
        <CircularProgress aria-label={translate('app.common.loading')} color="inherit" size={16} thickness={6} sx={{ position: 'absolute', top: '30%', left: '30%' }} />
      )}
    </Box>
  );
};
