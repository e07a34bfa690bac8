import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Menu as RaMenu, useTranslate, type MenuProps as RaMenuProps } from 'react-admin';
import { MODULE_SCREENS, MY_ACCESS_PATH, visibleScreens, type ModuleScreen } from '../modules';
import { usePermissionSubject } from './usePermissionSubject';

export interface MenuProps extends RaMenuProps {
  screens?: readonly ModuleScreen[];
}

/** The side menu: the module screens the user may view (spec 000 §2), then 'My access'. */
export const Menu = ({ screens = MODULE_SCREENS }: MenuProps) => {
  const translate = useTranslate();
  const { subject } = usePermissionSubject();
  return (
    <RaMenu aria-label={translate('app.menu.label')}>
      {visibleScreens(subject, screens).map(({ path, labelKey, icon: Icon }) => (
        <RaMenu.Item key={path} to={path} primaryText={labelKey} leftIcon={<Icon />} />
      ))}
      <RaMenu.Item to={MY_ACCESS_PATH} primaryText="app.menu.myAccess" leftIcon={<VerifiedUserIcon />} />
    </RaMenu>
  );
};
