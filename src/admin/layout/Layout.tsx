import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout } from 'react-admin';
import { useDocumentLanguage } from '../common/useDocumentLanguage';
import { AppBar } from './AppBar';
import { Footer } from './Footer';
import { Menu } from './Menu';
import { RouteProgress } from './RouteProgress';
import { ScrollToTop } from './ScrollToTop';
import { Sidebar } from './Sidebar';
import { SubHeader } from './SubHeader';

/** The application shell (spec 001 §2): header, dark aside, sub-header, content, footer. */
export const Layout = ({ children }: { children: ReactNode }) => {
  useDocumentLanguage();
  return (
    <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar} appBarAlwaysOn>
      <RouteProgress />
      <Box sx={{ px: { xs: 0.5, sm: 2 }, display: 'flex', flexDirection: 'column', flex: 1 }}>
        <SubHeader />
        <Box sx={{ flex: 1, py: 1 }}>{children}</Box>
        <Footer />
      </Box>
      <ScrollToTop />
    </RaLayout>
  );
};
