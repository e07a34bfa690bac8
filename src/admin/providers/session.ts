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

/**
 * A preview of the back-office as a role sees it, kept for this tab only: while it lasts the
 * session's keys are read from and written to it, and the real session waits untouched beside it.
 */
export interface Preview {
  token: string | null;
  me: SessionUser | null;
  roles: RoleWithAccess[] | null;
  roleName: string;
  /** Where ending the preview goes back to. */
  startedFrom: string;
}

const PREVIEW_KEY = 'preview';

export function readPreview(tab: KeyValueStorage = sessionStorage): Preview | null {
  const preview = parse(tab.getItem(PREVIEW_KEY)) as Partial<Preview> | null;
  return preview && typeof preview.roleName === 'string' && typeof preview.startedFrom === 'string' ? (preview as Preview) : null;
}

export function keepPreview(preview: Preview, tab: KeyValueStorage = sessionStorage): void {
  tab.setItem(PREVIEW_KEY, JSON.stringify(preview));
}

export function dropPreview(tab: KeyValueStorage = sessionStorage): void {
  tab.removeItem(PREVIEW_KEY);
}

const PREVIEW_FIELDS: Record<string, keyof Pick<Preview, 'me' | 'token' | 'roles'>> = { [SESSION_KEYS.me]: 'me', [SESSION_KEYS.token]: 'token', [SESSION_KEYS.roles]: 'roles' };

/**
 * The session's storage: the stored session, or during a preview the preview's. Clearing the
 * session in a preview (a sign-out, an expired preview token) ends the preview only.
 */
export function sessionStorageOf(local: KeyValueStorage, tab: KeyValueStorage): KeyValueStorage {
  const field = (key: string) => (Object.hasOwn(PREVIEW_FIELDS, key) ? PREVIEW_FIELDS[key] : undefined);
  return {
    getItem(key) {
      const preview = readPreview(tab);
      const name = field(key);
      if (!preview || !name) return local.getItem(key);
      return name === 'token' ? preview.token : preview[name] === null ? null : JSON.stringify(preview[name]);
    },
    setItem(key, value) {
      const preview = readPreview(tab);
      const name = field(key);
      if (!preview || !name) return local.setItem(key, value);
      keepPreview({ ...preview, [name]: name === 'token' ? value : parse(value) }, tab);
    },
    // Each key is emptied in the preview; the preview ends once the three are.
    removeItem(key) {
      const preview = readPreview(tab);
      const name = field(key);
      if (!preview || !name) return local.removeItem(key);
      const left = { ...preview, [name]: null };
      if (left.me === null && left.token === null && left.roles === null) dropPreview(tab);
      else keepPreview(left, tab);
    },
  };
}

/** The app's session storage, made when first asked for: tests replace the browser's storages. */
export const appSessionStorage = (): KeyValueStorage => sessionStorageOf(localStorage, sessionStorage);

export function readSession(storage: KeyValueStorage = appSessionStorage()): Session {
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
