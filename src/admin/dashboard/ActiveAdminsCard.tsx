import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { useResourcePaths } from '../common/resourceOptions';
import { activeAdminsPath } from './dashboardLinks';
import { FigureCard } from './FigureCard';

/** Active Admins: active Staff users (and super administrators); opens the active Staff users. */
export const ActiveAdminsCard = ({ value }: { value: number | undefined }) => (
  <FigureCard
    title="app.dashboard.cards.activeAdmins.title"
    definition="app.dashboard.cards.activeAdmins.definition"
    value={value}
    to={activeAdminsPath(useResourcePaths('users').list)}
    resource="users"
    icon={<AdminPanelSettingsIcon />}
  />
);
