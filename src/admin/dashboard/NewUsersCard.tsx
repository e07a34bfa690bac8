import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { NEW_USER_DAYS } from '../../shared/dashboardValues';
import { useResourcePaths } from '../common/resourceOptions';
import { newUsersPath } from './dashboardLinks';
import { FigureCard } from './FigureCard';

/** New Users: registered in the last 30 days; opens the users registered from 30 days ago to today. */
export const NewUsersCard = ({ value, today }: { value: number | undefined; today: Date }) => (
  <FigureCard
    title="app.dashboard.cards.newUsers.title"
    definition="app.dashboard.cards.newUsers.definition"
    definitionArgs={{ days: NEW_USER_DAYS }}
    value={value}
    to={newUsersPath(useResourcePaths('users').list, today)}
    resource="users"
    icon={<PersonAddIcon />}
  />
);
