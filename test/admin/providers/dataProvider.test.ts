import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildListRequest, createDataProvider } from '../../../src/admin/providers/dataProvider';
import { API_TABLE } from '../../../src/admin/registry';
import { createHttpClient } from '../../../src/admin/providers/httpClient';
import { MESSAGES } from '../../../src/shared/messages';
import { versionConflictOf } from '../../../src/admin/common/versionConflict';

const API = 'http://localhost/api/v1/admin';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Method = 'get' | 'post' | 'put' | 'delete';
const envelope = (body: JsonBodyType, message = 'Success', code = 200) => ({ status: { code, message }, body });

/** Answers METHOD path with the envelope around `body` and keeps a copy of every request. */
function answer(method: Method, path: string, body: JsonBodyType, status = 200) {
  const requests: Request[] = [];
  server.use(
    http[method](`${API}${path}`, ({ request }) => {
      requests.push(request.clone());
      return HttpResponse.json(envelope(body, status === 200 ? 'Success' : 'Denied', status), { status });
    }),
  );
  return requests;
}

const search = (request: Request) => decodeURIComponent(new URL(request.url).search.replace(/\+/g, ' '));
const params = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

function provider() {
  return createDataProvider(API, createHttpClient({ getToken: () => 'tok' }), API_TABLE);
}

const PAGE = { page: 1, perPage: 10 };
const DEFAULT = { field: 'id', order: 'ASC' } as const;

describe('getList', () => {
  it('turns page, sort, q and filters into the list contract and returns total when the API gives it', async () => {
    const requests = answer('get', '/users/list/all', {
      users: [{ _id: 'u1', name: 'Ann' }],
      total: 31,
    });

    const result = await provider().getList('users', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ann', role: 'admin', isActive: true, companyId: 'c1', blank: '', gone: undefined, none: null, empty: [] },
    });

    expect(search(requests[0])).toBe(
      '?offset=20&limit=10&sortKey=name&sortOrder=1&search=ann&companyId=c1' +
        '&filters=[{"key":"role","value":"admin"},{"key":"isActive","value":true}]',
    );
    expect(requests[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(result).toEqual({ data: [{ _id: 'u1', id: 'u1', name: 'Ann' }], total: 31 });
  });

  it('uses the API default order (createdAt, -1) when sorting by id or not at all, and -1 for DESC', async () => {
    const requests = answer('get', '/roles', { roles: [], total: 0 });
    const dataProvider = provider();

    await dataProvider.getList('roles', { pagination: PAGE, sort: DEFAULT, filter: {} });
    await dataProvider.getList('roles', { pagination: PAGE, filter: {} });
    await dataProvider.getList('roles', { pagination: PAGE, sort: { field: 'isActive', order: 'DESC' }, filter: {} });

    expect(requests.map(search)).toEqual([
      '?offset=0&limit=10&sortKey=createdAt&sortOrder=-1',
      '?offset=0&limit=10&sortKey=createdAt&sortOrder=-1',
      '?offset=0&limit=10&sortKey=isActive&sortOrder=-1',
    ]);
  });

  it('sends isActive as a query parameter for roles and sponsorships, not as a filter', async () => {
    const roles = answer('get', '/roles', { roles: [], total: 0 });
    const sponsorships = answer('get', '/sponsorships', { sponsorships: [], total: 0 });
    const companies = answer('get', '/company/list', { companies: [], total: 0 });
    const dataProvider = provider();
    const list = { pagination: PAGE, sort: DEFAULT, filter: { isActive: false, q: 'gold' } };

    await dataProvider.getList('roles', list);
    await dataProvider.getList('sponsorships', list);
    await dataProvider.getList('companies', list);

    expect(params(roles[0])).toMatchObject({ isActive: 'false', search: 'gold' });
    expect(params(roles[0]).filters).toBeUndefined();
    expect(params(sponsorships[0])).toMatchObject({ isActive: 'false', search: 'gold' });
    expect(params(companies[0]).filters).toBe('[{"key":"isActive","value":false}]');
    expect(params(companies[0]).isActive).toBeUndefined();
  });

  it('answers partial pagination when the API gives no total', async () => {
    const fullPage = Array.from({ length: 10 }, (_, index) => ({ _id: `r${index}` }));
    server.use(
      http.get(`${API}/roles`, ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('offset'));
        return HttpResponse.json(envelope({ roles: offset === 0 ? fullPage : [{ _id: 'last' }] }));
      }),
    );
    const dataProvider = provider();

    const first = await dataProvider.getList('roles', { pagination: PAGE, sort: DEFAULT, filter: {} });
    const second = await dataProvider.getList('roles', { pagination: { page: 2, perPage: 10 }, sort: DEFAULT, filter: {} });

    expect(first.total).toBeUndefined();
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toEqual({ _id: 'r0', id: 'r0' });
    expect(first.pageInfo).toEqual({ hasPreviousPage: false, hasNextPage: true });
    expect(second).toEqual({
      data: [{ _id: 'last', id: 'last' }],
      pageInfo: { hasPreviousPage: true, hasNextPage: false },
    });
  });

  it('lists the locations of one company on the scoped route', async () => {
    const all = answer('get', '/locations/list/all', { locations: [], total: 0 });
    const ofCompany = answer('get', '/locations/list/c%201', { locations: [{ _id: 'l1' }], total: 1 });
    const dataProvider = provider();

    await dataProvider.getList('locations', { pagination: PAGE, sort: DEFAULT, filter: {} });
    const result = await dataProvider.getList('locations', {
      pagination: PAGE,
      sort: DEFAULT,
      filter: { companyId: 'c 1', name: 'HQ' },
    });

    expect(all).toHaveLength(1);
    expect(search(ofCompany[0])).toBe('?offset=0&limit=10&sortKey=createdAt&sortOrder=-1&filters=[{"key":"name","value":"HQ"}]');
    expect(result.data).toEqual([{ _id: 'l1', id: 'l1' }]);
  });

  it('passes a total counted only up to 1,000 as meta.totalExact false; countAll asks for the exact total of that filter only', async () => {
    const requests = answer('get', '/company/list', { companies: [{ _id: 'c1', name: 'Acme' }], total: 1000, totalExact: false });
    const p = provider();
    const lake = { q: 'lake', type: ['Broker'] };
    expect(await p.getList('companies', { pagination: PAGE, sort: DEFAULT, filter: lake })).toMatchObject({
      total: 1000,
      meta: { totalExact: false },
    });
    expect(params(requests[0]!).exactTotal).toBeUndefined();

    await p.countAll('companies', { type: ['Broker'], q: 'lake' });
    // Any page and sort of the same filter (its keys in any order) asks for the exact total...
    await p.getList('companies', { pagination: { page: 4, perPage: 25 }, sort: { field: 'name', order: 'DESC' }, filter: lake });
    expect(params(requests[1]!)).toMatchObject({ exactTotal: 'true', offset: '75' });
    // ...another filter, or another list, does not.
    await p.getList('companies', { pagination: PAGE, sort: DEFAULT, filter: { q: 'lake' } });
    expect(params(requests[2]!).exactTotal).toBeUndefined();
  });

  it('reads an answer without rows as an empty page', async () => {
    answer('get', '/company/list', {});

    const result = await provider().getList('companies', { pagination: PAGE, sort: DEFAULT, filter: {} });

    expect(result).toEqual({ data: [], pageInfo: { hasPreviousPage: false, hasNextPage: false } });
  });
});

describe('getOne, getMany, getManyReference', () => {
  it('getOne reads the record under the one-record key', async () => {
    const requests = answer('get', '/users/u1', { user: { _id: 'u1', firstName: 'Ann' }, roles: [] });

    const result = await provider().getOne('users', { id: 'u1' });

    expect(requests[0].method).toBe('GET');
    expect(result).toEqual({ data: { _id: 'u1', id: 'u1', firstName: 'Ann' } });
  });

  it('getOne rejects with the generic message when the answer has no record', async () => {
    answer('get', '/roles/r1', {});

    const error: unknown = await provider().getOne('roles', { id: 'r1' }).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(MESSAGES.somethingWrong);
  });

  it('getMany calls getOne for every id', async () => {
    answer('get', '/company/c1', { company: { _id: 'c1', name: 'One' } });
    answer('get', '/company/c2', { company: { _id: 'c2', name: 'Two' } });

    const result = await provider().getMany('companies', { ids: ['c1', 'c2'] });

    expect(result).toEqual({
      data: [
        { _id: 'c1', id: 'c1', name: 'One' },
        { _id: 'c2', id: 'c2', name: 'Two' },
      ],
    });
  });

  it('getManyReference lists with the target as a filter (path, query parameter or filters entry)', async () => {
    const locations = answer('get', '/locations/list/c1', { locations: [{ _id: 'l1' }], total: 1 });
    const users = answer('get', '/users/list/all', { users: [] });
    const dataProvider = provider();

    const result = await dataProvider.getManyReference('locations', {
      target: 'companyId',
      id: 'c1',
      pagination: PAGE,
      sort: { field: 'name', order: 'DESC' },
      filter: {},
    });
    const page = await dataProvider.getManyReference('users', {
      target: 'companyId',
      id: 'c1',
      pagination: { page: 2, perPage: 5 },
      sort: DEFAULT,
      filter: { q: 'x' },
    });

    expect(search(locations[0])).toBe('?offset=0&limit=10&sortKey=name&sortOrder=-1');
    expect(result).toEqual({ data: [{ _id: 'l1', id: 'l1' }], total: 1 });
    expect(search(users[0])).toBe('?offset=5&limit=5&sortKey=createdAt&sortOrder=-1&search=x&companyId=c1');
    expect(page).toEqual({ data: [], pageInfo: { hasPreviousPage: true, hasNextPage: false } });
  });
});

describe('writes', () => {
  it('create POSTs the data without id or _id and returns the new record', async () => {
    const requests = answer('post', '/roles/create', { role: { _id: 'r9', name: 'Editors', isActive: true } });

    const result = await provider().create('roles', { data: { id: 'x', _id: 'y', name: 'Editors', access: [] } });

    expect(requests[0].headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0].json()).toEqual({ name: 'Editors', access: [] });
    expect(result).toEqual({ data: { _id: 'r9', id: 'r9', name: 'Editors', isActive: true } });
  });

  it('create of a location takes the first entry of the answer list', async () => {
    answer('post', '/locations/create', { location: [{ _id: 'l7', name: 'HQ' }, { _id: 'other' }] });

    const result = await provider().create('locations', { data: { name: 'HQ', companyId: 'c1' } });

    expect(result.data).toEqual({ _id: 'l7', id: 'l7', name: 'HQ' });
  });

  it('update PUTs the data without ids to the update route and returns the answer record', async () => {
    const requests = answer('put', '/users/update/u1', { user: { _id: 'u1', firstName: 'Bea' } });

    const result = await provider().update('users', {
      id: 'u1',
      data: { id: 'u1', _id: 'u1', firstName: 'Bea' },
      previousData: { id: 'u1', firstName: 'Ann' },
    });

    expect(await requests[0].json()).toEqual({ firstName: 'Bea' });
    expect(result).toEqual({ data: { _id: 'u1', id: 'u1', firstName: 'Bea' } });
  });

  it('update falls back to previous data plus the changes when the answer has no record', async () => {
    answer('put', '/sponsorships/update/s1', {});

    const result = await provider().update('sponsorships', {
      id: 's1',
      data: { level: 'gold' },
      previousData: { id: 's1', level: 'silver', name: 'Acme' },
    });

    expect(result.data).toEqual({ id: 's1', level: 'gold', name: 'Acme' });
  });

  describe('answers that hold only the id (the caller may not view the module)', () => {
    it('create keeps the sent values under the new id', async () => {
      answer('post', '/courses/create', { course: { _id: 'c9' } });
      answer('post', '/locations/create', { location: [{ _id: 'l9' }] });
      const p = provider();

      expect((await p.create('courses', { data: { code: 'MX-1', title: 'Ethics' } })).data).toEqual({ code: 'MX-1', title: 'Ethics', _id: 'c9', id: 'c9' });
      expect((await p.create('locations', { data: { name: 'HQ' } })).data).toEqual({ name: 'HQ', _id: 'l9', id: 'l9' });
    });

    it('update merges the changes over the cached record instead of wiping it', async () => {
      answer('put', '/users/update/u1', { user: { _id: 'u1' } });

      const result = await provider().update('users', {
        id: 'u1',
        data: { city: 'Duluth' },
        previousData: { id: 'u1', firstName: 'Ann', city: 'Edina' },
      });

      expect(result.data).toEqual({ id: 'u1', _id: 'u1', firstName: 'Ann', city: 'Duluth' });
    });

    it('the status toggle, the public link and a revert go on with the id alone', async () => {
      answer('put', '/events/update/active/inactive/e1', { event: { _id: 'e1' } });
      answer('post', '/events/e1/public-link', { event: { _id: 'e1' } });
      answer('post', '/audit/7/revert', { auditLog: { _id: '8' } });
      const p = provider();

      expect(await p.setActive('events', { id: 'e1', isActive: false })).toEqual({ data: { _id: 'e1', id: 'e1', isActive: false } });
      expect(await p.setPublicLink('e1', 'roster', 'make')).toEqual({ event: { _id: 'e1' }, message: 'Success' });
      expect(await p.revertAuditEntry(7)).toEqual({ entry: { _id: '8', id: '8' }, message: 'Success' });
    });
  });

  it('updateMany PUTs each id and returns the ids', async () => {
    const requests = answer('put', '/company/update/:id', { company: { _id: 'any' } });

    const result = await provider().updateMany('companies', { ids: ['c1', 'c2'], data: { city: 'Duluth' } });

    expect(requests.map((request) => new URL(request.url).pathname).sort()).toEqual([
      '/api/v1/admin/company/update/c1',
      '/api/v1/admin/company/update/c2',
    ]);
    expect(await Promise.all(requests.map((request) => request.json()))).toEqual([{ city: 'Duluth' }, { city: 'Duluth' }]);
    expect(result).toEqual({ data: ['c1', 'c2'] });
  });

  it('delete DELETEs the one-record route and returns the previous record', async () => {
    const requests = answer('delete', '/users/u1', {});

    const result = await provider().delete('users', { id: 'u1', previousData: { id: 'u1', name: 'Ann' } });

    expect(requests[0].method).toBe('DELETE');
    expect(result).toEqual({ data: { id: 'u1', name: 'Ann' } });
  });

  it("delete sends meta.query as the query string (a role's removeFromUsers confirmation)", async () => {
    const requests = answer('delete', '/roles/r1', {});
    await provider().delete('roles', { id: 'r1', meta: { query: { removeFromUsers: true } } });
    expect(params(requests[0]!)).toEqual({ removeFromUsers: 'true' });
  });

  it('countRoleUsers reads the count of a role', async () => {
    const requests = answer('get', '/roles/count/user/role/r1', { count: 3 });
    await expect(provider().countRoleUsers('r1')).resolves.toBe(3);
    expect(requests).toHaveLength(1);
  });

  it('deleteMany DELETEs each id and returns the ids', async () => {
    const requests = answer('delete', '/roles/:id', {});

    const result = await provider().deleteMany('roles', { ids: ['r1', 'r2'] });

    expect(requests.map((request) => new URL(request.url).pathname).sort()).toEqual([
      '/api/v1/admin/roles/r1',
      '/api/v1/admin/roles/r2',
    ]);
    expect(result).toEqual({ data: ['r1', 'r2'] });
  });

  it('propagates the server message of a failed write as HttpError', async () => {
    answer('delete', '/roles/r1', {}, 403);

    const error: unknown = await provider().delete('roles', { id: 'r1' }).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(HttpError);
    expect([(error as HttpError).message, (error as HttpError).status]).toEqual(['Denied', 403]);
  });

  it('rejects with the generic message and status 0 when there is no answer', async () => {
    server.use(http.get(`${API}/users/list/all`, () => HttpResponse.error()));

    const error: unknown = await provider()
      .getList('users', { pagination: PAGE, sort: DEFAULT, filter: {} })
      .catch((reason: unknown) => reason);

    expect([(error as HttpError).message, (error as HttpError).status]).toEqual([MESSAGES.somethingWrong, 0]);
  });

  it('refuses unknown resources and calls the API has not got', async () => {
    const dataProvider = provider();

    await expect(dataProvider.getOne('constructor', { id: 1 })).rejects.toThrow('Unknown resource: constructor');
    await expect(dataProvider.setActive('locations', { id: 'l1', isActive: false })).rejects.toThrow(
      'The API has no status call for locations',
    );
  });
});

describe('extra calls', () => {
  it('setActive PUTs ?isActive with an empty body and returns the record', async () => {
    const requests = answer('put', '/roles/update/active/inactive/r1', { role: { _id: 'r1', isActive: false } });
    const silent = answer('put', '/users/update/active/inactive/u1', {});
    const dataProvider = provider();

    const result = await dataProvider.setActive('roles', { id: 'r1', isActive: false });
    const fallback = await dataProvider.setActive('users', { id: 'u1', isActive: true });

    expect(search(requests[0])).toBe('?isActive=false');
    expect(await requests[0].json()).toEqual({});
    expect(result).toEqual({ data: { _id: 'r1', id: 'r1', isActive: false } });
    expect(search(silent[0])).toBe('?isActive=true');
    expect(fallback).toEqual({ data: { id: 'u1', isActive: true } });
  });

  it('uploadImage sends imageData and fileType as multipart and returns the Location with %20 for spaces', async () => {
    const requests = answer('post', '/utils/image-upload', { imageInfo: { Location: '/uploads/my photo 1.png' } });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'my photo.png', { type: 'image/png' });

    const location = await provider().uploadImage(file);

    expect(location).toBe('/uploads/my%20photo%201.png');
    expect(requests[0].headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    const form = await requests[0].formData();
    expect(form.get('fileType')).toBe('image/png');
    // jsdom's File reaches Node's fetch as a plain part, so its name is not checked here.
    const sent = form.get('imageData');
    expect(typeof sent).not.toBe('string');
    expect((sent as Blob).size).toBe(4);
    expect((sent as Blob).type).toBe('image/png');
  });

  it('uploadImage rejects when the answer has no Location', async () => {
    answer('post', '/utils/image-upload', { imageInfo: {} });

    await expect(provider().uploadImage(new File(['x'], 'a.png', { type: 'image/png' }))).rejects.toThrow(
      MESSAGES.somethingWrong,
    );
  });

  it('updateProfile PUTs the five profile fields and returns the user', async () => {
    const user = { _id: 'u1', name: 'Ann Lee', firstName: 'Ann', lastName: 'Lee', role: 'admin' };
    const requests = answer('put', '/users/update/u1', { user });
    const profile = { firstName: 'Ann', lastName: 'Lee', email: 'ann@x.co', phoneNumber: null, picture: '/uploads/a.png' };

    const result = await provider().updateProfile('u1', { ...profile, role: 'superAdmin' } as typeof profile);

    expect(await requests[0].json()).toEqual(profile);
    expect(result).toEqual({ ...user, id: 'u1' });
  });

});

const V1 = '2026-11-29T10:42:01.123Z';
const V2 = '2026-11-29T10:42:07.456Z';

describe('versions: If-Match on every write over a loaded record', () => {
  it('update and delete send the loaded updatedAt, quoted; none without one', async () => {
    const updates = answer('put', '/company/update/c1', { company: { _id: 'c1' } });
    const deletes = answer('delete', '/company/c1', {});
    const p = provider();
    await p.update('companies', { id: 'c1', data: { name: 'North Star' }, previousData: { id: 'c1', updatedAt: V1 } });
    await p.update('companies', { id: 'c1', data: { name: 'North Star' }, previousData: { id: 'c1' } });
    await p.delete('companies', { id: 'c1', previousData: { id: 'c1', updatedAt: V1 } });
    expect(updates.map((request) => request.headers.get('If-Match'))).toEqual([`"${V1}"`, null]);
    expect(deletes[0].headers.get('If-Match')).toBe(`"${V1}"`);
  });

  it("the status toggle sends the shown row's version", async () => {
    const requests = answer('put', '/users/update/active/inactive/u1', { user: { _id: 'u1' } });
    await provider().setActive('users', { id: 'u1', isActive: false, previousData: { id: 'u1', updatedAt: V1 } });
    expect(requests[0].headers.get('If-Match')).toBe(`"${V1}"`);
    expect(params(requests[0])).toEqual({ isActive: 'false' });
  });

  it("an attendee's update and removal send the row's version", async () => {
    const updates = answer('put', '/events/e1/attendees/u1', {});
    const removals = answer('delete', '/events/e1/attendees/u1', {});
    const p = provider();
    await p.updateAttendee('e1', 'u1', { attended: true }, V1);
    await p.removeAttendee('e1', 'u1', V2);
    expect(updates[0].headers.get('If-Match')).toBe(`"${V1}"`);
    expect(await updates[0].json()).toEqual({ attended: true });
    expect(removals[0].headers.get('If-Match')).toBe(`"${V2}"`);
  });

  it('updateMany and deleteMany take each id’s version from meta.previousData', async () => {
    const updates = answer('put', '/company/update/:id', { company: { _id: 'any' } });
    const deletes = answer('delete', '/company/:id', {});
    const p = provider();
    await p.updateMany('companies', { ids: ['c1', 'c2'], data: { isActive: false }, meta: { previousData: [{ id: 'c1', updatedAt: V1 }, { id: 'c2', updatedAt: V2 }] } });
    await p.deleteMany('companies', { ids: ['c1', 'c2'], meta: { previousData: [{ id: 'c1', updatedAt: V1 }] } });
    const byPath = (requests: Request[]) =>
      Object.fromEntries(requests.map((request) => [new URL(request.url).pathname.split('/').pop(), request.headers.get('If-Match')]));
    expect(byPath(updates)).toEqual({ c1: `"${V1}"`, c2: `"${V2}"` });
    expect(byPath(deletes)).toEqual({ c1: `"${V1}"`, c2: null });
  });

  it("a company update carries each edited location's version in its body", async () => {
    const requests = answer('put', '/company/update/c1', { company: { _id: 'c1' } });
    const location = { _id: 'l1', name: 'Downtown', type: 'branch', marketId: 'twinCities', updatedAt: V2 };
    await provider().update('companies', {
      id: 'c1',
      data: { name: 'North Star', locationChanges: { create: [], update: [location], remove: [] } },
      previousData: { id: 'c1', updatedAt: V1 },
    });
    expect(requests[0].headers.get('If-Match')).toBe(`"${V1}"`);
    expect((await requests[0].json()).locationChanges.update).toEqual([location]);
  });

  it("keeps a 409's conflict in the error, for the screen to read", async () => {
    const conflict = { version: V2, changedAt: V2, changedBy: 'Ann Lee', label: 'North Star', fields: ['name'] };
    server.use(
      http.put(`${API}/company/update/c1`, () =>
        HttpResponse.json({ status: { code: 409, message: 'North Star was changed by Ann Lee' }, body: { conflict } }, { status: 409 }),
      ),
    );
    const error = await provider()
      .update('companies', { id: 'c1', data: { name: 'x' }, previousData: { id: 'c1', updatedAt: V1 } })
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect(versionConflictOf(error)).toEqual(conflict);
    expect(versionConflictOf(new HttpError('Role in use', 409, { status: { code: 409 }, body: {} }))).toBeUndefined();
  });
});

describe('named calls beyond the resource table', () => {
  type Provider = ReturnType<typeof provider>;
  const cases: [string, Method, string, (p: Provider) => Promise<unknown>, JsonBodyType, unknown][] = [
    ['changeOwnPassword', 'put', '/users/me/password', (p) => p.changeOwnPassword({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' }), {}, undefined],
    ['sendPasswordResetLink', 'post', '/users/u%201/password-reset-link', (p) => p.sendPasswordResetLink('u 1'), {}, undefined],
    ['registerAttendees', 'post', '/events/e1/attendees', (p) => p.registerAttendees('e1', ['u1', 'u2']), {}, { message: 'Success' }],
    ['updateAttendee', 'put', '/events/e1/attendees/u1', (p) => p.updateAttendee('e1', 'u1', { attended: true }), {}, { message: 'Success' }],
    ['resendCheckInCode', 'post', '/events/e1/attendees/u1/resend-code', (p) => p.resendCheckInCode('e1', 'u1'), {}, { message: 'Success' }],
    ['removeAttendee', 'delete', '/events/e1/attendees/u1', (p) => p.removeAttendee('e1', 'u1'), {}, { message: 'Success' }],
    ['setPublicLink make', 'post', '/events/e1/public-link', (p) => p.setPublicLink('e1', 'roster', 'make'), { event: { rosterKey: 'k' } }, { event: { rosterKey: 'k' }, message: 'Success' }],
    ['setPublicLink revoke', 'delete', '/events/e1/public-link', (p) => p.setPublicLink('e1', 'sheet', 'revoke'), {}, { event: {}, message: 'Success' }],
    ['makeKioskToken', 'post', '/events/e1/kiosk-token', (p) => p.makeKioskToken('e1'), { kioskToken: 't' }, { kioskToken: 't', message: 'Success' }],
    ['revokeKioskToken', 'delete', '/events/e1/kiosk-token', (p) => p.revokeKioskToken('e1'), {}, { message: 'Success' }],
  ];

  it.each(cases)('%s calls %s %s with the token and answers the outcome', async (_name, method, path, run, body, expected) => {
    const requests = answer(method, path, body);
    expect(await run(provider())).toEqual(expected);
    expect(requests).toHaveLength(1);
    expect(requests[0].headers.get('Authorization')).toBe('Bearer tok');
  });

  it('sends the bodies and queries the API takes', async () => {
    const password = answer('put', '/users/me/password', {});
    const register = answer('post', '/events/e1/attendees', {});
    const link = answer('post', '/events/e1/public-link', { event: {} });
    const p = provider();
    await p.changeOwnPassword({ currentPassword: 'old', newPassword: 'new-one', confirmPassword: 'new-one' });
    await p.registerAttendees('e1', ['u1']);
    await p.setPublicLink('e1', 'sheet', 'make');
    expect(await password[0].json()).toEqual({ currentPassword: 'old', newPassword: 'new-one', confirmPassword: 'new-one' });
    expect(await register[0].json()).toEqual({ userIds: ['u1'] });
    expect(params(link[0])).toEqual({ page: 'sheet' });
  });

  it('reads the dashboard, a history page and an attendee page', async () => {
    const dashboard = answer('get', '/dashboard', { dashboard: { activeMembers: 3 } });
    const history = answer('get', '/users/events/as/attendee/history/list/u1', { history: [], total: 0, totalCreditHoursHistory: 4.5 });
    const attendees = answer('get', '/events/e1/attendees', { attendees: [], total: 0, capacity: 10, attendedCount: 0 });
    const p = provider();
    expect(await p.getDashboard({ date: '2026-11-27T10:00:00.000Z', eventDate: '2026-11-27T06:00:00.000Z' })).toEqual({ activeMembers: 3 });
    expect(await p.getEventHistory('u1', { offset: 10, limit: 10 })).toEqual({ history: [], total: 0, totalCreditHoursHistory: 4.5 });
    expect(await p.getAttendees('e1', { offset: 0, limit: 10, search: '', sortKey: 'name', sortOrder: 1 })).toMatchObject({ capacity: 10 });
    expect(params(dashboard[0])).toEqual({ date: '2026-11-27T10:00:00.000Z', eventDate: '2026-11-27T06:00:00.000Z' });
    expect(params(history[0])).toEqual({ offset: '10', limit: '10' });
    // An empty search is left out.
    expect(params(attendees[0])).toEqual({ offset: '0', limit: '10', sortKey: 'name', sortOrder: '1' });
  });

  it('refuses a kiosk answer without a token', async () => {
    answer('post', '/events/e1/kiosk-token', {});
    await expect(provider().makeKioskToken('e1')).rejects.toThrow(MESSAGES.somethingWrong);
  });
});

describe('exportUsers', () => {
  /** Answers GET /users/list/all with a CSV file and keeps a copy of every request. */
  function csvAnswer(disposition: string | null) {
    const requests: Request[] = [];
    server.use(
      http.get(`${API}/users/list/all`, ({ request }) => {
        requests.push(request.clone());
        const headers: Record<string, string> = { 'Content-Type': 'text/csv' };
        if (disposition) headers['Content-Disposition'] = disposition;
        return new HttpResponse('Name,Email\nAnn,ann@example.org\n', { headers });
      }),
    );
    return requests;
  }

  it('asks for the whole filtered, sorted list as CSV with the token, and names the file as the server does', async () => {
    const requests = csvAnswer('attachment; filename="user_report_20260102.csv"');

    const file = await provider().exportUsers({
      filter: { q: 'ann', role: 'member', companyId: 'c1' },
      sort: { field: 'email', order: 'DESC' },
    });

    expect(params(requests[0])).toEqual({
      sortKey: 'email',
      sortOrder: '-1',
      search: 'ann',
      companyId: 'c1',
      filters: '[{"key":"role","value":"member"}]',
      download: 'csv',
    });
    expect(requests[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(file.fileName).toBe('user_report_20260102.csv');
    expect(await file.blob.text()).toBe('Name,Email\nAnn,ann@example.org\n');
  });

  it('asks for the purchasable list with isPurchasableListAccess=true', async () => {
    const requests = csvAnswer("attachment; filename*=UTF-8''purchasable_list_20260102.csv");

    const file = await provider().exportUsers({ filter: {}, purchasable: true });

    expect(params(requests[0])).toEqual({ sortKey: 'createdAt', sortOrder: '-1', download: 'csv', isPurchasableListAccess: 'true' });
    expect(file.fileName).toBe('purchasable_list_20260102.csv');
  });

  it('leaves the name to the caller when the server gives none, and rejects with the server message', async () => {
    csvAnswer(null);
    expect((await provider().exportUsers({})).fileName).toBeUndefined();

    answer('get', '/users/list/all', {}, 403);
    await expect(provider().exportUsers({})).rejects.toThrow('Denied');
  });
});

describe('the resources table', () => {
  // list, one, create, update, delete, status
  const crud = (base: string, list: string) => [
    list,
    `${base}/{id}`,
    `${base}/create`,
    `${base}/update/{id}`,
    `${base}/{id}`,
    `${base}/update/active/inactive/{id}`,
  ];
  const routes = {
    users: crud('/users', '/users/list/all'),
    roles: crud('/roles', '/roles'),
    companies: crud('/company', '/company/list'),
    sponsorships: crud('/sponsorships', '/sponsorships'),
    locations: [...crud('/locations', '/locations/list/all').slice(0, 5), undefined],
  };

  it.each(Object.entries(routes))('%s uses the routes of the contract', (name, expected) => {
    const api = API_TABLE[name];
    const statusPath = 'statusPath' in api ? api.statusPath : undefined;
    expect([api.listPath, api.onePath, api.createPath, api.updatePath, api.deletePath, statusPath]).toEqual(expected);
  });

  it('drives a new resource from one entry, with its extra list parameters', () => {
    const request = buildListRequest(
      {
        listPath: '/events',
        listKey: 'events',
        onePath: '/events/{id}',
        oneKey: 'event',
        extraListParams: { isPagination: true },
      },
      { pagination: { page: 2, perPage: 25 }, sort: { field: 'date', order: 'ASC' }, filter: { q: 'expo' } },
    );

    expect(request).toEqual({
      path: '/events',
      query: { isPagination: true, offset: 25, limit: 25, sortKey: 'date', sortOrder: 1, search: 'expo' },
    });
  });
});
