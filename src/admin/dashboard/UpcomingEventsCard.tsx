import EventIcon from '@mui/icons-material/Event';
import { useResourcePaths } from '../common/resourceOptions';
import { upcomingEventsPath } from './dashboardLinks';
import { FigureCard } from './FigureCard';

/** Upcoming Events: active, published events from today on; opens the event list filtered so. */
export const UpcomingEventsCard = ({ value, today }: { value: number | undefined; today: Date }) => (
  <FigureCard
    title="app.dashboard.cards.upcomingEvents.title"
    definition="app.dashboard.cards.upcomingEvents.definition"
    value={value}
    to={upcomingEventsPath(useResourcePaths('events').list, today)}
    resource="events"
    icon={<EventIcon />}
  />
);
