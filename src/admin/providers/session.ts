import type { RoleWithAccess } from '../../shared/permissions';

/** The signed-in user as the sign-in and profile answers give it (`MeSchema` in src/server/core/schemas.ts). */
export interface SessionUser {
  _id: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string | null;
  picture?: string | null;
  role: string;
  language?: string;
  /** The user record's version, sent as If-Match by the profile page. */
  updatedAt?: string;
  [key: string]: unknown;
}

export interface Session {
  me: SessionUser | null;
  token: string | null;
  roles: RoleWithAccess[];
}

/** The part of the Web Storage API the session needs, so tests can pass a plain object. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The three keys of the stored session; their names are part of the product's contract. */
export const SESSION_KEYS = { me: 'me', token: 'token', roles: 'roles' } as const;

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null; // a hand-edited or truncated entry counts as absent
  }
}

export function isSessionUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && typeof (value as { _id?: unknown })._id === 'string';
}

export function readSession(storage: KeyValueStorage = localStorage): Session {
  const me = parse(storage.getItem(SESSION_KEYS.me));
  const roles = parse(storage.getItem(SESSION_KEYS.roles));
  const token = storage.getItem(SESSION_KEYS.token);
  return {
    me: isSessionUser(me) ? me : null,
    token: token || null,
    roles: Array.isArray(roles) ? (roles as RoleWithAccess[]) : [],
  };
}

export function saveSession(
  storage: KeyValueStorage,
  { user, token, roles }: { user: SessionUser; token: string; roles: RoleWithAccess[] },
): void {
  storage.setItem(SESSION_KEYS.me, JSON.stringify(user));
  storage.setItem(SESSION_KEYS.token, token);
  storage.setItem(SESSION_KEYS.roles, JSON.stringify(roles));
}

export function clearSession(storage: KeyValueStorage): void {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}

/** After a profile save the stored user is replaced by the answer's. */
export function replaceMe(storage: KeyValueStorage, user: SessionUser): void {
  storage.setItem(SESSION_KEYS.me, JSON.stringify(user));
}

/** Sign-in sheets and rosters are reachable without signing in. */
export function isPublicPath(pathname: string): boolean {
  return pathname.includes('signinsheet') || pathname.includes('roster');
}
