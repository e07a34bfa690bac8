import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  dropPreview,
  isPublicPath,
  keepPreview,
  readPreview,
  readSession,
  sessionStorageOf,
  replaceMe,
  saveSession,
  type KeyValueStorage,
} from '../../../src/admin/providers/session';

/** A fresh storage per test, with the raw values visible. */
function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

const user = { _id: 'u1', name: 'Ann Lee', firstName: 'Ann', lastName: 'Lee', email: 'ann@x.co', role: 'admin' };
const roles = [
  {
    _id: 'r1',
    name: 'Viewer',
    isActive: true,
    access: [{ moduleId: { name: 'Events' }, create: false, read: true, update: false, delete: false }],
  },
];

describe('session', () => {
  beforeEach(() => localStorage.clear());

  it('saves me and roles as JSON and the token as is, under the keys me, token, roles', () => {
    const storage = memoryStorage();

    saveSession(storage, { user, token: 'tok', roles });

    expect(Object.fromEntries(storage.values)).toEqual({
      me: JSON.stringify(user),
      token: 'tok',
      roles: JSON.stringify(roles),
    });
    expect(readSession(storage)).toEqual({ me: user, token: 'tok', roles });
  });

  it('reads an empty or damaged storage as signed out', () => {
    const storage = memoryStorage();
    expect(readSession(storage)).toEqual({ me: null, token: null, roles: [] });

    storage.values.set('me', '{not json');
    storage.values.set('roles', '"text"');
    storage.values.set('token', '');
    expect(readSession(storage)).toEqual({ me: null, token: null, roles: [] });

    storage.values.set('me', JSON.stringify({ name: 'no id' }));
    expect(readSession(storage).me).toBeNull();
  });

  it('clears the three keys and nothing else', () => {
    const storage = memoryStorage();
    saveSession(storage, { user, token: 'tok', roles });
    storage.values.set('locale', 'fr');

    clearSession(storage);

    expect(Object.fromEntries(storage.values)).toEqual({ locale: 'fr' });
  });

  it('replaceMe swaps the stored user and keeps token and roles', () => {
    const storage = memoryStorage();
    saveSession(storage, { user, token: 'tok', roles });

    replaceMe(storage, { ...user, firstName: 'Bea' });

    expect(readSession(storage)).toEqual({ me: { ...user, firstName: 'Bea' }, token: 'tok', roles });
  });

  it('uses localStorage by default', () => {
    saveSession(localStorage, { user, token: 'tok', roles: [] });

    expect(readSession()).toEqual({ me: user, token: 'tok', roles: [] });
    expect(localStorage.getItem('me')).toBe(JSON.stringify(user));
  });

  it('isPublicPath is true for sign-in sheets and rosters only', () => {
    expect(isPublicPath('/events/signinsheet/e1')).toBe(true);
    expect(isPublicPath('/events/roster/e1')).toBe(true);
    expect(isPublicPath('/roster')).toBe(true);
    expect(isPublicPath('/events/edit/e1')).toBe(false);
    expect(isPublicPath('/auth/login')).toBe(false);
    expect(isPublicPath('/')).toBe(false);
  });
});

describe('a preview, in this tab only', () => {
  const previewRoles = [{ _id: 'r2', name: 'Desk', isActive: true, access: [] }];
  const start = (tab: KeyValueStorage) =>
    keepPreview({ token: 'preview-tok', me: { ...user, role: 'admin' }, roles: previewRoles, roleName: 'Desk', startedFrom: '/user-management/roles/list' }, tab);

  it("reads and writes the preview's session while it lasts, the real one untouched beside it", () => {
    const local = memoryStorage();
    const tab = memoryStorage();
    saveSession(local, { user: { ...user, role: 'superAdmin' }, token: 'real-tok', roles: [] });
    const storage = sessionStorageOf(local, tab);
    expect(readSession(storage).token).toBe('real-tok');

    start(tab);
    expect(readSession(storage)).toEqual({ me: { ...user, role: 'admin' }, token: 'preview-tok', roles: previewRoles });
    saveSession(storage, { user: { ...user, role: 'admin', firstName: 'Fresh' }, token: 'preview-tok', roles: previewRoles });
    expect(readPreview(tab)?.me?.firstName).toBe('Fresh');
    expect(readSession(local).token).toBe('real-tok');
    expect(readSession(local).me?.role).toBe('superAdmin');
  });

  it('ends the preview only when the session is cleared during it (an expired preview token, a sign-out)', () => {
    const local = memoryStorage();
    const tab = memoryStorage();
    saveSession(local, { user, token: 'real-tok', roles });
    start(tab);
    clearSession(sessionStorageOf(local, tab));
    expect(readPreview(tab)).toBeNull();
    expect(readSession(sessionStorageOf(local, tab))).toEqual({ me: user, token: 'real-tok', roles });
    dropPreview(tab);
    expect(readSession(local).token).toBe('real-tok');
  });
});
