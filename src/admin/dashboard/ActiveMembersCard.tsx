import PeopleIcon from '@mui/icons-material/People';
import { useResourcePaths } from '../common/resourceOptions';
import { activeMembersPath } from './dashboardLinks';
import { FigureCard } from './FigureCard';

/** Active Members: active users of type Member; opens the user list filtered so. */
export const ActiveMembersCard = ({ value }: { value: number | undefined }) => (
  <FigureCard
    title="app.dashboard.cards.activeMembers.title"
    definition="app.dashboard.cards.activeMembers.definition"
    value={value}
    to={activeMembersPath(useResourcePaths('users').list)}
    resource="users"
    icon={<PeopleIcon />}
  />
);
