import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SetupServer } from 'msw/node';
import { createDataProvider } from '../../../../src/admin/providers/dataProvider';
import { API_TABLE } from '../../../../src/admin/registry';
import { createHttpClient } from '../../../../src/admin/providers/httpClient';

export const API = 'http://localhost/api/v1/admin';

/** The app's own dataProvider and HTTP client, talking to msw. */
export const realDataProvider = () => ({ ...createDataProvider(API, createHttpClient({ getToken: () => 'a-token' }), API_TABLE) });

export const envelope = (body: JsonBodyType, message = 'Success', code = 200) => ({ status: { code, message }, body });

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Answers METHOD path (msw path syntax, e.g. '/courses/:id') with the envelope around `body`
 * (or what `body` returns for the request), keeping a copy of every request.
 */
export function answer(
  server: SetupServer,
  method: Method,
  path: string,
  body: JsonBodyType | ((request: Request) => JsonBodyType),
  { status = 200, message = 'Success' }: { status?: number; message?: string } = {},
) {
  const requests: Request[] = [];
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      requests.push(request.clone());
      const payload = typeof body === 'function' ? body(request) : body;
      return HttpResponse.json(envelope(payload, message, status), { status });
    }),
  );
  return requests;
}

/** The query of a recorded request, `filters` parsed. */
export function queryOf(request: Request): Record<string, unknown> {
  const params: Record<string, unknown> = Object.fromEntries(new URL(request.url).searchParams);
  if (typeof params.filters === 'string') params.filters = JSON.parse(params.filters) as unknown;
  return params;
}

export async function jsonOf(request: Request): Promise<unknown> {
  return request.clone().json();
}
