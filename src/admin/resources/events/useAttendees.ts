import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AttendeeSortKey, AttendeesPage } from '../../../shared/events';
import type { AppDataProvider } from '../../providers/dataProvider';


export const ATTENDEES_PER_PAGE = 10;
/** The API's largest page, used to gather every registered id for the picker. */
const ALL_IDS_PAGE = 100;

export interface AttendeeQuery {
  /** 1-based. */
  page: number;
  search: string;
  sortKey: AttendeeSortKey;
  sortOrder: 1 | -1;
}


/** One page of an event's attendees; `reload` fetches it again after a change. */
export function useAttendees(eventId: string, { page, search, sortKey, sortOrder }: AttendeeQuery) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<{ data?: AttendeesPage; error?: unknown; key?: string }>({});
  const key = JSON.stringify([eventId, page, search, sortKey, sortOrder, version]);

  useEffect(() => {
    const controller = new AbortController();
    dataProvider
      .getAttendees(eventId, { offset: (page - 1) * ATTENDEES_PER_PAGE, limit: ATTENDEES_PER_PAGE, search, sortKey, sortOrder }, controller.signal)
      .then((data) => setResult({ data, key }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setResult((current) => ({ data: current.data, error, key }));
      });
    return () => controller.abort();
  }, [dataProvider, eventId, page, search, sortKey, sortOrder, key]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  // The page shown until the next one arrives; pending while the answer is for other parameters.
  return { data: result.data, error: result.error, isPending: result.key !== key, reload };
}

/** Every registered user's id (the picker disables them), page by page. */
export async function fetchRegisteredIds(dataProvider: AppDataProvider, eventId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += ALL_IDS_PAGE) {
    const body = await dataProvider.getAttendees(eventId, { offset, limit: ALL_IDS_PAGE, sortKey: 'name', sortOrder: 1 });
    ids.push(...body.attendees.map((attendee) => attendee.user._id));
    if (body.attendees.length < ALL_IDS_PAGE || ids.length >= body.total) return ids;
  }
}
