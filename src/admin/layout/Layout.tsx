import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout } from 'react-admin';
import { TooltipHost } from '../common/sharedTooltip';
import { useDocumentLanguage } from '../common/useDocumentLanguage';
import { AppBar } from './AppBar';
import { Footer } from './Footer';
import { Menu } from './Menu';
import { RouteProgress } from './RouteProgress';
import { ScrollToTop } from './ScrollToTop';
import { Sidebar } from './Sidebar';
import { PageTitleProvider } from './PageTitle';
import { PreviewBanner } from './PreviewBanner';
import { SubHeader } from './SubHeader';

/**
 * react-admin's layout grows to its widest content (`min-width: fit-content`), so one wide table
 * or long word would scroll the whole page sideways. Here wide content scrolls inside its own box
 * (ListTable) or wraps.
 */
const FIT_TO_SCREEN = {
  minWidth: 0,
  '& .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
} as const;

/** The application shell: header, dark aside, sub-header, content, footer. */
export const Layout = ({ children }: { children: ReactNode }) => {
  useDocumentLanguage();
  return (
    <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar} appBarAlwaysOn sx={FIT_TO_SCREEN}>
      <RouteProgress />
      <PageTitleProvider>
        <Box sx={{ px: { xs: 0.5, sm: 2 }, display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
          <PreviewBanner />
          <SubHeader />
          <Box sx={{ flex: 1, py: 1 }}>{children}</Box>
          <Footer />
        </Box>
      </PageTitleProvider>
      <ScrollToTop />
      <TooltipHost />
    </RaLayout>
  );
};
