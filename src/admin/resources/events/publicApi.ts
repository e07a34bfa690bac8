import type { CheckInBody, PublicAttendee, PublicEvent, SignInSheetAttendee } from '../../../shared/events';
import { envelopeBody, envelopeMessage } from '../../providers/httpClient';

/** Where this browser keeps the kiosk token of a sign-in sheet (the staff device that checks people in by name). */
export const kioskStorageKey = (sheetKey: string) => `cre-admin.kiosk.${sheetKey}`;

/** The API of the public pages: no session, no token. */
export const PUBLIC_API_URL = '/api/v1/public';

/** A refusal of the public API: the server's message (or none) and the HTTP status. */
export class PublicApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'PublicApiError';
    this.status = status;
  }
}

export interface PublicAnswer<T> {
  body: T;
  /** The envelope's `status.message`, to show as it is. */
  message?: string;
}

/**
 * One call of the public API with plain fetch (never the admin's client, which would send the
 * signed-in user's token). A refusal throws a PublicApiError carrying the server's message; when
 * there is none, or no answer at all, the message is the i18n key of the generic error text.
 */
export async function publicRequest<T>(
  path: string,
  {
    method = 'GET',
    body,
    signal,
    kioskToken,
  }: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal; kioskToken?: string | null } = {},
): Promise<PublicAnswer<T>> {
  const url = new URL(`${PUBLIC_API_URL}${path}`, window.location.origin);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(kioskToken ? { 'X-Kiosk-Token': kioskToken } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new PublicApiError('app.common.somethingWrong', 0);
  }
  const json: unknown = await response.json().catch(() => null);
  const message = envelopeMessage(json);
  if (!response.ok) throw new PublicApiError(message ?? 'app.common.somethingWrong', response.status);
  return { body: envelopeBody(json) as T, message };
}

export interface RosterAnswer {
  event: PublicEvent;
  attendees: PublicAttendee[];
}

export interface SignInSheetAnswer {
  event: PublicEvent;
  checkInOpen: boolean;
  /** This browser holds the event's kiosk token: the names are listed. */
  kiosk: boolean;
  /** The names, for the kiosk only. */
  attendees: SignInSheetAttendee[];
}

const keyPath = (page: 'roster' | 'signinsheet', key: string) => `/events/${page}/${encodeURIComponent(key)}`;

export const fetchRoster = (key: string, signal?: AbortSignal) => publicRequest<RosterAnswer>(keyPath('roster', key), { signal });

export const fetchSignInSheet = (key: string, signal: AbortSignal, kioskToken?: string | null) =>
  publicRequest<SignInSheetAnswer>(keyPath('signinsheet', key), { signal, kioskToken });

export const checkIn = (key: string, body: CheckInBody, kioskToken?: string | null) =>
  publicRequest<{ attendee?: Partial<SignInSheetAttendee> }>(`${keyPath('signinsheet', key)}/check-in`, { method: 'POST', body, kioskToken });
