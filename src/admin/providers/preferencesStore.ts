import { localStorageStore, type Store } from 'react-admin';
import { envelopeBody, type HttpClient } from './httpClient';

/**
 * The DataTable store keys of the lists whose columns the staff user chooses (DataTable `storeKey`):
 * react-admin keeps the hidden columns under the key itself and their order under `<key>_columnRanks`.
 */
export const COLUMN_STORE_KEYS = { users: 'users.list', companies: 'companies.list' } as const;

const COLUMN_KEYS: ReadonlySet<string> = new Set(
  Object.values(COLUMN_STORE_KEYS).flatMap((key) => [key, `${key}_columnRanks`]),
);

/**
 * The Store keys that are a staff user's preferences, kept on the server: column choices, saved
 * queries and saved import mappings. Everything else react-admin stores (list params, sidebar
 * state, theme, locale …) stays in this browser only.
 */
export function isPreferenceKey(key: string): boolean {
  return COLUMN_KEYS.has(key) || key.endsWith('.savedQueries') || key.endsWith('.savedMappings');
}

/** The server's limits (GET/PUT /users/me/preferences): longer keys or larger values stay local. */
export const PREFERENCE_KEY_MAX_LENGTH = 200;
export const PREFERENCE_VALUE_MAX_BYTES = 50 * 1024;

/** Which user the local copies of the preferences belong to (a shared browser changes hands). */
export const PREFERENCES_OWNER_KEY = 'preferences.owner';

export interface PreferencesStoreDeps {
  apiUrl: string;
  httpClient: HttpClient;
  /** The signed-in user's id, or null when signed out: only a signed-in user has server preferences. */
  getUserId: () => string | null;
  /** Where react-admin's values live in this browser; react-admin's own localStorageStore by default. */
  local?: Store;
  isPreference?: (key: string) => boolean;
  /** A failed load or write: the local value stays, so the screen works on; reported here. */
  onError?: (error: unknown) => void;
}

export interface PreferencesStore extends Store {
  /** Reads the signed-in user's preferences from the server into the local store (setup does it). */
  load: () => Promise<void>;
  /** Resolves when every write to the server made so far has been answered. */
  flush: () => Promise<void>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function fitsTheServer(key: string, value: unknown): boolean {
  if (key.length > PREFERENCE_KEY_MAX_LENGTH) return false;
  return value === undefined || new TextEncoder().encode(JSON.stringify(value)).length <= PREFERENCE_VALUE_MAX_BYTES;
}

/**
 * react-admin's localStorageStore, except that the preference keys follow the staff user to another
 * browser: loaded from the server at the first setup after a sign-in, and every change written through.
 */
export function createPreferencesStore({
  apiUrl,
  httpClient,
  getUserId,
  local = localStorageStore(),
  isPreference = isPreferenceKey,
  onError = () => undefined,
}: PreferencesStoreDeps): PreferencesStore {
  const preferencePath = (key: string) => `${apiUrl}/users/me/preferences/${encodeURIComponent(key)}`;
  /** Writes per key, in order: a quick hide-then-show must reach the server as show. */
  const queues = new Map<string, Promise<void>>();
  /** Keys changed here since the last load began: the server's older copy must not overwrite them. */
  const changedHere = new Set<string>();
  let loading: Promise<void> | null = null;
  /**
   * Whose preferences this browser loaded last. react-admin sets the store up again whenever its
   * context mounts again (the shell after the sign-in page, a lazy layout); one load per sign-in is
   * enough, since every change made here is written through.
   */
  let loadedFor: string | null = null;

  const localPreferenceKeys = (prefix?: string) => Object.keys(local.listItems?.(prefix) ?? {}).filter(isPreference);

  function push(key: string, value: unknown): void {
    if (!getUserId() || !isPreference(key) || !fitsTheServer(key, value)) return;
    const send = () =>
      value === undefined
        ? httpClient(preferencePath(key), { method: 'DELETE' })
        : httpClient(preferencePath(key), { method: 'PUT', body: { value } });
    const next = (queues.get(key) ?? Promise.resolve()).then(send).then(() => undefined, onError);
    queues.set(key, next);
    void next.then(() => {
      if (queues.get(key) === next) queues.delete(key);
    });
  }

  async function loadFromServer(): Promise<void> {
    const userId = getUserId();
    if (!userId) return;
    changedHere.clear();
    const owner = local.getItem<string>(PREFERENCES_OWNER_KEY);
    // Another person's choices made on this browser are not this user's.
    if (owner !== undefined && owner !== userId) for (const key of localPreferenceKeys()) local.removeItem(key);

    let server: Record<string, unknown>;
    try {
      const preferences = envelopeBody((await httpClient(`${apiUrl}/users/me/preferences`)).json).preferences;
      server = isObject(preferences) ? preferences : {};
    } catch (error) {
      onError(error);
      return;
    }
    if (getUserId() !== userId) return; // signed out meanwhile

    for (const key of localPreferenceKeys()) {
      if (Object.hasOwn(server, key) || changedHere.has(key)) continue;
      // The first load on this browser keeps what was chosen here before; later, a key missing on
      // the server was removed in another browser.
      if (owner === undefined) push(key, local.getItem(key));
      else local.removeItem(key);
    }
    for (const [key, value] of Object.entries(server)) {
      if (!isPreference(key) || changedHere.has(key) || sameJson(local.getItem(key), value)) continue;
      // Through the local store, so mounted lists (columns, saved queries) update at once.
      local.setItem(key, value);
    }
    local.setItem(PREFERENCES_OWNER_KEY, userId);
    loadedFor = userId;
  }

  const load = () => {
    // react-admin may set the store up twice (React's strict mode): one request serves both.
    loading ??= loadFromServer().finally(() => {
      loading = null;
    });
    return loading;
  };

  return {
    load,
    flush: async () => {
      while (queues.size > 0) await Promise.all([...queues.values()]);
    },
    setup: () => {
      local.setup();
      if (getUserId() !== loadedFor) void load();
    },
    teardown: () => local.teardown(),
    getItem: (key, defaultValue) => local.getItem(key, defaultValue),
    setItem: (key, value) => {
      local.setItem(key, value);
      if (!isPreference(key)) return;
      changedHere.add(key);
      push(key, value);
    },
    removeItem: (key) => {
      local.removeItem(key);
      if (!isPreference(key)) return;
      changedHere.add(key);
      push(key, undefined);
    },
    removeItems: (keyPrefix) => {
      const removed = localPreferenceKeys(keyPrefix);
      local.removeItems(keyPrefix);
      for (const key of removed) {
        changedHere.add(key);
        push(key, undefined);
      }
    },
    // Sign-out: this browser forgets, the server keeps them for the next sign-in.
    reset: () => {
      loadedFor = null;
      local.reset();
    },
    subscribe: (key, callback) => local.subscribe(key, callback),
    listItems: (keyPrefix) => local.listItems?.(keyPrefix) ?? {},
  };
}
