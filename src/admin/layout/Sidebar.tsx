import { Sidebar as RaSidebar, useTranslate, type SidebarProps } from 'react-admin';

/** react-admin's sidebar; below sm it is a modal drawer, which needs a name for screen readers. */
export const Sidebar = (props: SidebarProps) => {
  const translate = useTranslate();
  return <RaSidebar {...props} slotProps={{ paper: { 'aria-label': translate('app.menu.label') } }} />;
};
