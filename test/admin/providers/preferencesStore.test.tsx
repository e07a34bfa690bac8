import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  ColumnsButton,
  DataTable,
  ListBase,
  memoryStore,
  testDataProvider,
  useSavedQueries,
  type Store,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient, HttpRequestOptions } from '../../../src/admin/providers/httpClient';
import {
  COLUMN_STORE_KEYS,
  createPreferencesStore,
  isPreferenceKey,
  PREFERENCES_OWNER_KEY,
} from '../../../src/admin/providers/preferencesStore';
import { englishI18nProvider } from '../../helpers/renderWithAdmin';

const API = '/api/v1/admin';
const SAVED = [{ label: 'Pending members', value: { filter: { mncarMemberStatus: ['Pending'] }, sort: { field: 'createdAt', order: 'DESC' }, perPage: 10 } }];

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fake httpClient: GET /users/me/preferences answers `server` (or fails); writes are recorded
 * when the server has handled them. The first write is held until `releaseFirstWrite()`, as a busy
 * network would hold it: a write that does not wait behind it (another key) is recorded first, and
 * one that must (the same key) cannot be, whatever the machine's speed.
 */
function fakeServer(server: Record<string, unknown> | Error = {}) {
  const calls: Call[] = [];
  let writesSeen = 0;
  let releaseFirstWrite: () => void = () => undefined;
  const firstWriteReleased = new Promise<void>((resolve) => (releaseFirstWrite = resolve));
  const httpClient = vi.fn<HttpClient>(async (url: string, options: HttpRequestOptions = {}) => {
    const method = options.method ?? 'GET';
    if (method !== 'GET' && writesSeen++ === 0) await firstWriteReleased;
    calls.push({ method, url, body: options.body });
    if (method === 'GET') {
      if (server instanceof Error) throw server;
      return { status: 200, json: { status: { code: 200, message: 'OK' }, body: { preferences: server } }, headers: new Headers() };
    }
    return { status: 200, json: { status: { code: 200, message: 'OK' }, body: {} }, headers: new Headers() };
  });
  const writes = () => calls.filter((call) => call.method !== 'GET');
  return { httpClient, calls, writes, releaseFirstWrite };
}

function makeStore(options: { server?: Record<string, unknown> | Error; local?: Store; userId?: string | null } = {}) {
  const api = fakeServer(options.server);
  const local = options.local ?? memoryStore();
  let userId = options.userId === undefined ? 'u1' : options.userId;
  const onError = vi.fn();
  const preferences = createPreferencesStore({ apiUrl: API, httpClient: api.httpClient, getUserId: () => userId, local, onError });
  // The test's flush is when the server answers the held first write (fakeServer): until then the
  // writes made so far have raced it.
  const flush = () => {
    api.releaseFirstWrite();
    return preferences.flush();
  };
  return { store: { ...preferences, flush }, local, onError, ...api, signInAs: (id: string | null) => (userId = id) };
}

const prefUrl = (key: string) => `${API}/users/me/preferences/${encodeURIComponent(key)}`;

describe('isPreferenceKey', () => {
  it("takes react-admin's saved queries and the lists' column choices, nothing else", () => {
    expect(isPreferenceKey('users.savedQueries')).toBe(true);
    expect(isPreferenceKey(COLUMN_STORE_KEYS.users)).toBe(true);
    expect(isPreferenceKey(`${COLUMN_STORE_KEYS.users}_columnRanks`)).toBe(true);
    expect(isPreferenceKey(COLUMN_STORE_KEYS.companies)).toBe(true);
    expect(isPreferenceKey('users.listParams')).toBe(false);
    expect(isPreferenceKey('sidebar.open')).toBe(false);
    expect(isPreferenceKey('theme')).toBe(false);
  });
});

describe('createPreferencesStore', () => {
  it("loads the signed-in user's preferences at setup into the local store and tells the subscribers", async () => {
    const { store, local, calls } = makeStore({
      server: { 'users.savedQueries': SAVED, [COLUMN_STORE_KEYS.users]: ['email'], 'users.listParams': { page: 9 } },
    });
    const onSaved = vi.fn();
    store.subscribe('users.savedQueries', onSaved);
    store.setup();
    await store.load();

    expect(calls).toEqual([{ method: 'GET', url: `${API}/users/me/preferences`, body: undefined }]);
    expect(store.getItem('users.savedQueries')).toEqual(SAVED);
    expect(local.getItem(COLUMN_STORE_KEYS.users)).toEqual(['email']);
    expect(onSaved).toHaveBeenCalledWith(SAVED);
    // Not a preference: the server's copy is ignored.
    expect(store.getItem('users.listParams')).toBeUndefined();
  });

  it('loads once per sign-in, however often react-admin sets the store up again', async () => {
    const { store, calls, signInAs } = makeStore({ server: { 'users.savedQueries': SAVED } });
    store.setup();
    await store.load();
    store.teardown();
    store.setup();
    store.setup();
    await store.flush();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);
    // Signed out (reset) and in again, as the same person or another: loaded afresh.
    store.reset();
    signInAs('u2');
    store.setup();
    await store.load();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('writes a changed preference through to the server (PUT), and a removed one (DELETE)', async () => {
    const { store, writes } = makeStore();
    store.setup();
    await store.load();

    store.setItem('users.savedQueries', SAVED);
    store.setItem(`${COLUMN_STORE_KEYS.users}_columnRanks`, [1, 0]);
    store.removeItem(COLUMN_STORE_KEYS.users);
    store.setItem('users.listParams', { page: 2 });
    await store.flush();

    // Different keys go independently; only the writes of one key are kept in order.
    expect(writes()).toHaveLength(3);
    expect(writes()).toEqual(
      expect.arrayContaining([
        { method: 'PUT', url: prefUrl('users.savedQueries'), body: { value: SAVED } },
        { method: 'PUT', url: prefUrl('users.list_columnRanks'), body: { value: [1, 0] } },
        { method: 'DELETE', url: prefUrl('users.list'), body: undefined },
      ]),
    );
    expect(store.getItem('users.listParams')).toEqual({ page: 2 });
  });

  it('sends the writes of one key in order, and removeItems deletes the preferences under the prefix', async () => {
    const { store, writes } = makeStore();
    store.setup();
    await store.load();
    store.setItem(COLUMN_STORE_KEYS.users, ['email']);
    store.setItem('users.savedQueries', SAVED);
    store.setItem(COLUMN_STORE_KEYS.users, []);
    await store.flush();
    const columnWrites = writes().filter((call) => call.url === prefUrl('users.list'));
    expect(columnWrites.map((call) => call.body)).toEqual([{ value: ['email'] }, { value: [] }]);
    const before = writes().length;

    store.removeItems('users.');
    await store.flush();

    expect(writes().slice(before).map((call) => `${call.method} ${call.url}`).sort()).toEqual([
      `DELETE ${prefUrl('users.list')}`,
      `DELETE ${prefUrl('users.savedQueries')}`,
    ]);
    expect(store.getItem('users.savedQueries')).toBeUndefined();
  });

  it('calls nothing while signed out, and sign-out (reset) empties this browser only', async () => {
    const signedOut = makeStore({ userId: null });
    signedOut.store.setup();
    await signedOut.store.load();
    signedOut.store.setItem('users.savedQueries', SAVED);
    await signedOut.store.flush();
    expect(signedOut.calls).toEqual([]);
    expect(signedOut.store.getItem('users.savedQueries')).toEqual(SAVED);

    const { store, writes } = makeStore({ server: { 'users.savedQueries': SAVED } });
    store.setup();
    await store.load();
    store.reset();
    await store.flush();
    expect(store.getItem('users.savedQueries')).toBeUndefined();
    expect(writes()).toEqual([]);
  });

  it("drops another user's local choices, and removes what was removed in another browser", async () => {
    const other = makeStore({
      local: memoryStore({ [PREFERENCES_OWNER_KEY]: 'someone-else', 'users.savedQueries': SAVED, 'users.listParams': { page: 3 } }),
      server: { [COLUMN_STORE_KEYS.users]: ['email'] },
    });
    other.store.setup();
    await other.store.load();
    expect(other.store.getItem('users.savedQueries')).toBeUndefined();
    expect(other.store.getItem(COLUMN_STORE_KEYS.users)).toEqual(['email']);
    expect(other.store.getItem('users.listParams')).toEqual({ page: 3 });
    expect(other.store.getItem(PREFERENCES_OWNER_KEY)).toBe('u1');
    expect(other.writes()).toEqual([]);

    const same = makeStore({ local: memoryStore({ [PREFERENCES_OWNER_KEY]: 'u1', 'users.savedQueries': SAVED }), server: {} });
    same.store.setup();
    await same.store.load();
    expect(same.store.getItem('users.savedQueries')).toBeUndefined();
    expect(same.writes()).toEqual([]);
  });

  it('on the first load in a browser, keeps and uploads the choices made here before', async () => {
    const { store, writes } = makeStore({ local: memoryStore({ 'users.savedQueries': SAVED }), server: { [COLUMN_STORE_KEYS.users]: ['email'] } });
    store.setup();
    await store.load();
    await store.flush();
    expect(store.getItem('users.savedQueries')).toEqual(SAVED);
    expect(writes()).toEqual([{ method: 'PUT', url: prefUrl('users.savedQueries'), body: { value: SAVED } }]);
  });

  it("does not let the server's older copy overwrite a change made while it loads", async () => {
    const { store } = makeStore({ server: { [COLUMN_STORE_KEYS.users]: ['email'] } });
    store.setup();
    store.setItem(COLUMN_STORE_KEYS.users, ['company']);
    await store.load();
    expect(store.getItem(COLUMN_STORE_KEYS.users)).toEqual(['company']);
  });

  it("keeps local-only what the server would refuse (keys over 200 characters, values over 50 KB)", async () => {
    const { store, writes } = makeStore();
    store.setup();
    await store.load();
    const longKey = `${'x'.repeat(200)}.savedQueries`;
    store.setItem(longKey, SAVED);
    store.setItem('users.savedQueries', [{ label: 'big', value: { filter: { q: 'y'.repeat(51 * 1024) } } }]);
    await store.flush();
    expect(writes()).toEqual([]);
    expect(store.getItem(longKey)).toEqual(SAVED);
  });

  it('keeps the local values when the server cannot be reached, and reports it', async () => {
    const failure = new Error('offline');
    const { store, onError } = makeStore({ local: memoryStore({ [PREFERENCES_OWNER_KEY]: 'u1', 'users.savedQueries': SAVED }), server: failure });
    store.setup();
    await store.load();
    expect(store.getItem('users.savedQueries')).toEqual(SAVED);
    expect(onError).toHaveBeenCalledWith(failure);
  });
});

describe("createPreferencesStore with react-admin's own components", () => {
  const SavedCount = () => {
    const [saved] = useSavedQueries('users');
    return <p>{`saved: ${saved.length}`}</p>;
  };

  it("feeds react-admin's saved queries and keeps the DataTable's column choice", async () => {
    const user = userEvent.setup();
    const { store, writes } = makeStore({ server: { 'users.savedQueries': SAVED } });
    const dataProvider = testDataProvider({
      getList: async () => ({ data: [{ id: 1, name: 'Ann', email: 'ann@example.org' }], total: 1 }) as never,
    });
    render(
      <AdminContext store={store} dataProvider={dataProvider} i18nProvider={englishI18nProvider()}>
        <SavedCount />
        <ListBase resource="users" disableSyncWithLocation>
          <ColumnsButton storeKey={COLUMN_STORE_KEYS.users} />
          <DataTable storeKey={COLUMN_STORE_KEYS.users} bulkActionButtons={false}>
            <DataTable.Col source="name" />
            <DataTable.Col source="email" />
          </DataTable>
        </ListBase>
      </AdminContext>,
    );
    expect(await screen.findByText('saved: 1')).toBeInTheDocument();
    await screen.findByText('ann@example.org');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('switch', { name: /Email/ }));
    await waitFor(() => expect(screen.queryByText('ann@example.org')).not.toBeInTheDocument());
    await store.flush();
    expect(writes()).toContainEqual({ method: 'PUT', url: prefUrl(COLUMN_STORE_KEYS.users), body: { value: ['email'] } });
  });
});
