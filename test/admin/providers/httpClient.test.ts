import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildQueryString, createHttpClient, envelopeBody, envelopeMessage } from '../../../src/admin/providers/httpClient';
import { MESSAGES } from '../../../src/shared/messages';

const API = 'http://localhost/api/v1/admin';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers `path` with `answer` and keeps a copy of every request. */
function record(method: 'get' | 'post' | 'put' | 'delete', path: string, answer: () => Response) {
  const requests: Request[] = [];
  server.use(
    http[method](`${API}${path}`, ({ request }) => {
      requests.push(request.clone());
      return answer();
    }),
  );
  return requests;
}

const envelope = (body: unknown, message = 'Success', code = 200) => ({ status: { code, message }, body });

async function caught(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('createHttpClient', () => {
  it('sends Accept and the bearer token, and returns status, json and headers', async () => {
    const requests = record('get', '/users/abc', () =>
      HttpResponse.json(envelope({ user: { _id: 'abc' } }), { headers: { 'X-Test': 'yes' } }),
    );
    const httpClient = createHttpClient({ getToken: () => 'tok-1' });

    const answer = await httpClient(`${API}/users/abc`);

    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(envelope({ user: { _id: 'abc' } }));
    expect(answer.headers.get('X-Test')).toBe('yes');
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('GET');
    expect(requests[0].headers.get('Authorization')).toBe('Bearer tok-1');
    expect(requests[0].headers.get('Accept')).toBe('application/json');
    expect(requests[0].headers.get('Content-Type')).toBeNull();
  });

  it('sends no Authorization header without a token', async () => {
    const requests = record('post', '/users/sign-in', () => HttpResponse.json(envelope({})));
    const httpClient = createHttpClient({ getToken: () => null });

    await httpClient(`${API}/users/sign-in`, { method: 'POST', body: { email: 'a@b.co', password: 'pw' } });

    expect(requests[0].headers.has('Authorization')).toBe(false);
    expect(requests[0].headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0].json()).toEqual({ email: 'a@b.co', password: 'pw' });
  });

  it('reads the token at each call, so a new sign-in is picked up', async () => {
    const requests = record('get', '/roles', () => HttpResponse.json(envelope({ roles: [] })));
    let token: string | null = null;
    const httpClient = createHttpClient({ getToken: () => token });

    await httpClient(`${API}/roles`);
    token = 'later';
    await httpClient(`${API}/roles`);

    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([null, 'Bearer later']);
  });

  it('serialises the query: skips undefined and null, JSON for objects, appends to an existing query', async () => {
    const requests = record('get', '/users/list/all', () => HttpResponse.json(envelope({ users: [] })));
    const httpClient = createHttpClient({ getToken: () => null });

    await httpClient(`${API}/users/list/all`, {
      query: { offset: 0, limit: 10, search: 'a b', skip: undefined, none: null, filters: [{ key: 'k', value: true }] },
    });
    await httpClient(`${API}/users/list/all?x=1`, { query: { isActive: false } });

    expect(new URL(requests[0].url).search).toBe(
      '?offset=0&limit=10&search=a+b&filters=%5B%7B%22key%22%3A%22k%22%2C%22value%22%3Atrue%7D%5D',
    );
    expect(new URL(requests[1].url).search).toBe('?x=1&isActive=false');
  });

  it('sends FormData as multipart without forcing a JSON content type', async () => {
    const requests = record('post', '/utils/image-upload', () =>
      HttpResponse.json(envelope({ imageInfo: { Location: '/uploads/x.png' } })),
    );
    const httpClient = createHttpClient({ getToken: () => 't' });
    const form = new FormData();
    form.append('fileType', 'image/png');

    await httpClient(`${API}/utils/image-upload`, { method: 'POST', body: form });

    expect(requests[0].headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await requests[0].formData()).get('fileType')).toBe('image/png');
  });

  it('lets explicit headers win over the defaults', async () => {
    const requests = record('post', '/users/sign-out', () => HttpResponse.json(envelope({})));
    const httpClient = createHttpClient({ getToken: () => 'current' });

    await httpClient(`${API}/users/sign-out`, { method: 'POST', body: {}, headers: { Authorization: 'Bearer old' } });

    expect(requests[0].headers.get('Authorization')).toBe('Bearer old');
  });

  it('returns json null for an empty 2xx answer', async () => {
    record('delete', '/roles/r1', () => new HttpResponse(null, { status: 204 }));
    const httpClient = createHttpClient({ getToken: () => null });

    await expect(httpClient(`${API}/roles/r1`, { method: 'DELETE' })).resolves.toMatchObject({ status: 204, json: null });
  });

  it("throws HttpError with the envelope's status.message, the status and the body", async () => {
    const denial = envelope({}, "You don't have access to View User!", 403);
    record('get', '/users/list/all', () => HttpResponse.json(denial, { status: 403 }));
    const httpClient = createHttpClient({ getToken: () => 't' });

    const error = await caught(httpClient(`${API}/users/list/all`));

    expect(error.message).toBe("You don't have access to View User!");
    expect(error.status).toBe(403);
    expect(error.body).toEqual(denial);
  });

  it('puts the fields a refusal names beside the envelope, where react-admin forms read them', async () => {
    const taken = { status: { code: 409, message: 'A sponsorship with this name already exists.' }, body: { errors: { name: 'A sponsorship with this name already exists.' } } };
    record('put', '/sponsorships/update/s1', () => HttpResponse.json(taken, { status: 409 }));
    const httpClient = createHttpClient({ getToken: () => 't' });

    const error = await caught(httpClient(`${API}/sponsorships/update/s1`, { method: 'PUT', body: { name: 'Gold' } }));

    expect(error.status).toBe(409);
    expect(error.body).toEqual({ ...taken, errors: { name: 'A sponsorship with this name already exists.' } });
  });

  it('falls back to the generic message when the error answer is not JSON or has no message', async () => {
    record('get', '/a', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    record('get', '/b', () => HttpResponse.json({ error: 'x' }, { status: 500 }));
    const httpClient = createHttpClient({ getToken: () => null });

    const notJson = await caught(httpClient(`${API}/a`));
    const noMessage = await caught(httpClient(`${API}/b`));

    expect([notJson.message, notJson.status, notJson.body]).toEqual([MESSAGES.somethingWrong, 502, null]);
    expect([noMessage.message, noMessage.status]).toEqual([MESSAGES.somethingWrong, 500]);
  });

  it('throws HttpError with status 0 and the generic message when there is no answer', async () => {
    server.use(http.get(`${API}/users/x`, () => HttpResponse.error()));
    const httpClient = createHttpClient({ getToken: () => null });

    const error = await caught(httpClient(`${API}/users/x`));

    expect([error.message, error.status]).toEqual([MESSAGES.somethingWrong, 0]);
  });

  it('uses the injected fetch and rethrows aborts untouched', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(abort);
    const httpClient = createHttpClient({ getToken: () => null }, fetchImpl);

    await expect(httpClient('/api/v1/admin/roles')).rejects.toBe(abort);
    // Same-origin cookies (the sign-in's device cookie) go along.
    expect(fetchImpl).toHaveBeenCalledWith('/api/v1/admin/roles', expect.objectContaining({ method: 'GET', credentials: 'same-origin' }));
  });

  it('rejects a 2xx answer that is not JSON', async () => {
    record('get', '/c', () => new HttpResponse('not json', { status: 200 }));
    const httpClient = createHttpClient({ getToken: () => null });

    const error = await caught(httpClient(`${API}/c`));

    expect([error.message, error.status]).toEqual([MESSAGES.somethingWrong, 200]);
  });

  it("returns a file answer's bytes with responseType 'blob', with the token", async () => {
    const requests = record('get', '/users/list/all', () =>
      new HttpResponse('Name,Email\nAnn,ann@example.org\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="user_report_20260102.csv"' },
      }),
    );
    const httpClient = createHttpClient({ getToken: () => 'tok-1' });

    const answer = await httpClient(`${API}/users/list/all`, { query: { download: 'csv' }, responseType: 'blob' });

    expect(await answer.blob?.text()).toBe('Name,Email\nAnn,ann@example.org\n');
    expect(answer.json).toBeNull();
    expect(answer.headers.get('Content-Disposition')).toContain('user_report_20260102.csv');
    expect(requests[0].headers.get('Authorization')).toBe('Bearer tok-1');
    expect(new URL(requests[0].url).searchParams.get('download')).toBe('csv');
  });

  it("throws the envelope's message when a file request is refused", async () => {
    record('get', '/users/list/all', () => HttpResponse.json(envelope({}, "You don't have access to View User!", 403), { status: 403 }));
    const httpClient = createHttpClient({ getToken: () => 'tok-1' });

    const error = await caught(httpClient(`${API}/users/list/all`, { responseType: 'blob' }));

    expect([error.message, error.status]).toEqual(["You don't have access to View User!", 403]);
  });
});

describe('envelope helpers', () => {
  it('read body and message defensively', () => {
    expect(envelopeBody(envelope({ a: 1 }))).toEqual({ a: 1 });
    expect(envelopeBody(null)).toEqual({});
    expect(envelopeBody({ body: [1] })).toEqual({});
    expect(envelopeMessage(envelope({}, 'Hi'))).toBe('Hi');
    expect(envelopeMessage(envelope({}, '  '))).toBeUndefined();
    expect(envelopeMessage('text')).toBeUndefined();
  });

  it('buildQueryString returns an empty string for nothing to send', () => {
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({ a: undefined })).toBe('');
    expect(buildQueryString({ a: 1, b: 'x' })).toBe('a=1&b=x');
  });
});
