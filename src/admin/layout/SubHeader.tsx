import { memo, useEffect } from 'react';
import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import type { ModuleScreen } from '../modules';
import { useModuleScreens, useResourcePages } from '../common/resourceOptions';
import { breadcrumbsFor, findActiveEntry, homePath, SHELL_PAGES } from './activeEntry';
import { usePageTitleOverride } from './PageTitle';
import { usePermissionSubject } from './usePermissionSubject';

export interface SubHeaderProps {
  screens?: readonly ModuleScreen[];
}

/** The page title and breadcrumbs above the content, taken from the active menu entry. */
export const SubHeader = memo(function SubHeader({ screens: given }: SubHeaderProps) {
  const declared = useModuleScreens();
  const screens = given ?? declared;
  const resourcePages = useResourcePages();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { subject } = usePermissionSubject();
  const entry = findActiveEntry(pathname, [...screens, ...SHELL_PAGES, ...resourcePages]);
  const override = usePageTitleOverride();
  const title = override ?? (entry ? translate(entry.labelKey) : undefined);
  const product = translate('app.product.name');

  useEffect(() => {
    document.title = title ? translate('app.shell.documentTitle', { page: title, product }) : product;
  }, [title, product, translate]);

  if (!entry) return null;
  const crumbs = breadcrumbsFor(pathname, entry, homePath(subject, screens));
  return (
    <Box sx={{ pt: 2, pb: 1 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Breadcrumbs aria-label={translate('app.shell.breadcrumbs')} separator={<NavigateNextIcon fontSize="small" />}>
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Link key={crumb.labelKey} component={LinkBase} to={crumb.to} underline="hover" color="inherit">
              {translate(crumb.labelKey)}
            </Link>
          ) : (
            <Typography key={crumb.labelKey} color="text.primary" aria-current="page">
              {translate(crumb.labelKey)}
            </Typography>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
});
