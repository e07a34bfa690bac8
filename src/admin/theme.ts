import type { ChipProps } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { WarnWhenUnsavedChanges } from './common/WarnWhenUnsavedChanges';

/**
 * Every text colour meets WCAG AA (4.5:1) on the background it is used on. The error red is darker
 * (lighter in the dark theme) than MUI's so that a field in error stays readable on the filled
 * input's focus and hover shades.
 */
const ASIDE = {
  background: '#1e1e2d',
  text: '#c4c6d8',
  activeText: '#ffffff',
  hover: 'rgba(255, 255, 255, 0.08)',
  accent: '#90caf9',
};

const fontFamily = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * On a phone a form's toolbar is fixed at the bottom of the screen, one line high; the form, the
 * footer and the scroll-to-top button keep this much room below them, so the toolbar covers none
 * of them when scrolled to the end.
 */
const MOBILE_TOOLBAR_HEIGHT = 68;
const MOBILE_TOOLBAR = '.RaToolbar-mobileToolbar';

const shared = (focus: string): RaThemeOptions => ({
  breakpoints: { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } },
  typography: { fontFamily, h6: { fontWeight: 400 } },
  sidebar: { width: 240, closedWidth: 55 },
  components: {
    // A visible keyboard focus everywhere, in the theme's own colour.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `2px solid ${focus}`, outlineOffset: 2 } },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: { '&:focus-visible': { outline: `2px solid ${focus}`, outlineOffset: 2 } },
      },
    },
    MuiChip: {
      // Outlined status chips keep their colour in the border and write their label in the text
      // colour: warning orange and info blue on white fall under 4.5:1.
      styleOverrides: {
        root: ({ ownerState, theme }: { ownerState: ChipProps; theme: Theme }) => (ownerState.variant === 'outlined' ? { color: theme.palette.text.primary } : {}),
      },
    },
    // One long unbroken value (a 200-character name) wraps instead of widening a dialog or the
    // breadcrumbs past the window.
    MuiDialogTitle: { styleOverrides: { root: { overflowWrap: 'anywhere' } } },
    MuiDialogContent: { styleOverrides: { root: { overflowWrap: 'anywhere' } } },
    MuiBreadcrumbs: { styleOverrides: { li: { overflowWrap: 'anywhere', minWidth: 0 } } },
    // The list's column is a flex item: without this it grows to its widest table instead of
    // letting the table scroll inside its own box (common/ListTable.tsx).
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    // The chosen rows' actions open above the table's header, in its flow, rather than over the
    // list's toolbar: the table's scrolling box would clip them, and the toolbar would cover them.
    RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' } } } },
    RaLayout: {
      styleOverrides: {
        root: {
          [`&:has(${MOBILE_TOOLBAR}) footer`]: { paddingBottom: MOBILE_TOOLBAR_HEIGHT + 16 },
          [`&:has(${MOBILE_TOOLBAR}) .MuiFab-root`]: { bottom: MOBILE_TOOLBAR_HEIGHT + 16 },
        },
      },
    },
    RaSimpleForm: {
      // Forms check their fields with react-admin's validators and the server's messages; the
      // browser's own bubbles (a number's step, a URL's format) would block Save without a word.
      // Unsaved changes are asked about in the app's dialog, not the browser's confirm.
      defaultProps: { noValidate: true, WarnWhenUnsavedChangesComponent: WarnWhenUnsavedChanges },
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { paddingBottom: MOBILE_TOOLBAR_HEIGHT + 16 } }),
      },
    },
    RaToolbar: {
      // Form toolbars on the paper's own colour: react-admin's grey leaves primary text buttons
      // (Cancel) under 4.5:1. The one fixed on a phone is opaque: the rows scrolling under it
      // would otherwise show through its buttons.
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          backgroundColor: 'transparent',
          [`&${MOBILE_TOOLBAR}`]: {
            backgroundColor: theme.palette.background.paper,
            borderTop: `1px solid ${theme.palette.divider}`,
            height: MOBILE_TOOLBAR_HEIGHT,
            paddingTop: 0,
            paddingBottom: 0,
            '& .MuiButton-root': { whiteSpace: 'nowrap' },
          },
        }),
      },
    },
    MuiAppBar: {
      // Our AppBar is fixed and always on.
      defaultProps: { elevation: 1 },
    },
    RaSidebar: {
      styleOverrides: {
        root: {
          '& .RaSidebar-fixed': { backgroundColor: ASIDE.background },
          '& .MuiPaper-root': { backgroundColor: ASIDE.background },
        },
      },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          color: ASIDE.text,
          '& .RaMenuItemLink-icon': { color: ASIDE.text },
          '&:hover': { backgroundColor: ASIDE.hover },
          '&.RaMenuItemLink-active': {
            color: ASIDE.activeText,
            backgroundColor: ASIDE.hover,
            boxShadow: `inset 3px 0 0 ${ASIDE.accent}`,
            '& .RaMenuItemLink-icon': { color: ASIDE.activeText },
          },
          '&.Mui-focusVisible': {
            backgroundColor: ASIDE.hover,
            outline: `2px solid ${ASIDE.accent}`,
            outlineOffset: -2,
          },
        },
      },
    },
  },
});

const light = shared('#1565c0');
const dark = shared('#90caf9');

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...light,
  palette: {
    mode: 'light',
    primary: { main: '#1565c0', contrastText: '#ffffff' },
    secondary: { main: '#263238', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
  },
  components: { ...defaultLightTheme.components, ...light.components },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...dark,
  palette: {
    mode: 'dark',
    primary: { main: '#90caf9', contrastText: '#000000' },
    secondary: { main: '#b0bec5', contrastText: '#000000' },
    error: { main: '#ef9a9a', contrastText: '#000000' },
    background: { default: '#121212', paper: '#1e1e1e' },
  },
  components: { ...defaultDarkTheme.components, ...dark.components },
};

/** The aside's colours, for the parts of the side menu the theme overrides do not reach. */
export const asideColors = ASIDE;
