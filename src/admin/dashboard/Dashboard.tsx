import { Suspense, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { AccessGate } from '../common/AccessGate';
import { useDashboardCards } from '../common/resourceOptions';
import type { DashboardCard } from '../modules';
import { errorMessage } from '../common/errorMessage';
import { ActiveAdminsCard } from './ActiveAdminsCard';
import { ActiveCompaniesCard } from './ActiveCompaniesCard';
import { ActiveMembersCard } from './ActiveMembersCard';
import { MonthlyChart } from './MonthlyChart';
import { NewUsersCard } from './NewUsersCard';
import { UpcomingEventsCard } from './UpcomingEventsCard';
import { useDashboard } from './useDashboard';
import { WeeklyChart } from './WeeklyChart';

/** Five cards: one column on phones, up to five side by side on wide screens. */
const CARD_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(5, minmax(0, 1fr))',
  },
} as const;

const CHART_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** A resource's card, for those who may list what it counts. */
const ResourceCard = ({ card: { listOf, Card } }: { card: DashboardCard }) => {
  const { canAccess } = useCanAccess({ resource: listOf, action: 'list' });
  // A card's code may arrive after the dashboard's: nothing in its place until then.
  return canAccess ? (
    <Suspense fallback={null}>
      <Card />
    </Suspense>
  ) : null;
};

const DashboardContent = () => {
  const translate = useTranslate();
  const cards = useDashboardCards();
  const { data, error, isPending, isFetching, refetch } = useDashboard();
  // The links' dates are those of the day the page was opened, like the figures.
  const [today] = useState(() => new Date());

  if (error) {
    const message = errorMessage(error);
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
            {translate('app.dashboard.retry')}
          </Button>
        }
      >
        <AlertTitle>{translate('app.dashboard.loadError')}</AlertTitle>
        {translate(message, { _: message })}
      </Alert>
    );
  }

  return (
    <Stack sx={{ gap: 2, pb: 2 }} aria-busy={isPending}>
      <Box sx={CARD_GRID}>
        <ActiveMembersCard value={data?.totalActiveUsers} />
        <ActiveAdminsCard value={data?.totalAdminsUsers} />
        <NewUsersCard value={data?.totalNewUsers} today={today} />
        <ActiveCompaniesCard value={data?.totalActiveCompanies} />
        <UpcomingEventsCard value={data?.totalUpcomingEvents} today={today} />
      </Box>
      {cards.length > 0 && (
        <Box sx={CARD_GRID}>
          {cards.map((card) => (
            <ResourceCard key={card.key} card={card} />
          ))}
        </Box>
      )}
      <Box sx={CHART_GRID}>
        <MonthlyChart periods={data?.lastFiveMonthsData} />
        <WeeklyChart periods={data?.lastFiveWeeksData} />
      </Box>
    </Stack>
  );
};

/**
 * /dashboard: the five figures, each linking to the list it counts, the cards the resources add
 * (each for those who may list what it counts), and the monthly and weekly charts of events and new users. Needs the Dashboard module's view permission.
 */
export const Dashboard = () => (
  <AccessGate resource="dashboard" action="list">
    <DashboardContent />
  </AccessGate>
);
