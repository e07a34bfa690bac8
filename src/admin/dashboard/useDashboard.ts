import { useQuery } from '@tanstack/react-query';
import { startOfDay } from 'date-fns';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/**
 * The query of GET /dashboard: now, and the start of the user's today, both as ISO times, so the
 * server counts days, weeks and months as the user lives them.
 */
export function dashboardQuery(now: Date): { date: string; eventDate: string } {
  return { date: now.toISOString(), eventDate: startOfDay(now).toISOString() };
}

/**
 * The dashboard's figures (GET /dashboard), through react-admin's query client, so the app bar's
 * refresh reloads them too. A refusal is not retried: its message is shown as it is.
 */
export function useDashboard() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: async ({ signal }) => {
      return dataProvider.getDashboard(dashboardQuery(new Date()), signal);
    },
    retry: false,
  });
}
