import { memo, useState, type ReactElement } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Menu as RaMenu, useSidebarState, useTranslate, type MenuProps as RaMenuProps } from 'react-admin';
import { MY_ACCESS_PATH, visibleScreens, type ModuleGroup, type ModuleScreen } from '../modules';
import { useModuleScreens } from '../common/resourceOptions';
import { tooltipAttributes } from '../common/sharedTooltip';
import { asideColors } from '../theme';
import { usePermissionSubject } from './usePermissionSubject';

export interface MenuProps extends RaMenuProps {
  screens?: readonly ModuleScreen[];
}

/** The entry that opens and closes a menu group (an accordion). */
const GroupHeader = ({ group, open, onToggle }: { group: ModuleGroup; open: boolean; onToggle: () => void }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const label = translate(group.labelKey);
  const Icon = group.icon;
  return (
    <MenuItem
      onClick={onToggle}
      aria-expanded={open}
      aria-label={sidebarOpen ? undefined : label}
      {...(sidebarOpen ? {} : tooltipAttributes(label, 'right'))}
      // The dark aside's colours, as the theme gives the menu links (RaMenuItemLink).
      sx={{
        color: asideColors.text,
        '& .MuiListItemIcon-root': { color: asideColors.text },
        '&:hover': { backgroundColor: asideColors.hover },
        '&.Mui-focusVisible': { backgroundColor: asideColors.hover, outline: `2px solid ${asideColors.accent}`, outlineOffset: -2 },
      }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon />
      </ListItemIcon>
      {sidebarOpen && <ListItemText primary={label} />}
      {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
    </MenuItem>
  );
};

/**
 * The side menu: the module screens the user may view, then 'My access'. A group's screens (User
 * Management: Users and Roles) each still need view permission for their own module. The entries
 * are the menu's direct children, so the arrow keys move through all of them.
 */
export const Menu = memo(function Menu({ screens: given }: MenuProps) {
  const declared = useModuleScreens();
  const screens = given ?? declared;
  const translate = useTranslate();
  const { subject } = usePermissionSubject();
  const [sidebarOpen] = useSidebarState();
  const [closedGroups, setClosedGroups] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setClosedGroups((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const items: ReactElement[] = [];
  const headed = new Set<string>();
  for (const { path, labelKey, icon: Icon, group } of visibleScreens(subject, screens)) {
    if (group) {
      const open = !closedGroups.has(group.labelKey);
      if (!headed.has(group.labelKey)) {
        headed.add(group.labelKey);
        items.push(<GroupHeader key={`group-${group.labelKey}`} group={group} open={open} onToggle={() => toggle(group.labelKey)} />);
      }
      if (!open) continue;
    }
    items.push(
      <RaMenu.Item key={path} to={path} primaryText={labelKey} leftIcon={<Icon />} sx={group && sidebarOpen ? { pl: 4 } : undefined} />,
    );
  }

  return (
    <RaMenu aria-label={translate('app.menu.label')}>
      {items}
      <RaMenu.Item to={MY_ACCESS_PATH} primaryText="app.menu.myAccess" leftIcon={<VerifiedUserIcon />} />
    </RaMenu>
  );
});
