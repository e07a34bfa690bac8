import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SetupServer } from 'msw/node';
import type { PublicEvent } from '../../../../src/shared/events';
import { envelope } from '../courses/api';

/** Answers METHOD path of the public API (no token) on any origin, keeping every request. */
export function answerPublic(
  server: SetupServer,
  method: 'get' | 'post',
  path: string,
  body: JsonBodyType | ((request: Request) => JsonBodyType),
  { status = 200, message = 'Success' }: { status?: number; message?: string } = {},
) {
  const requests: Request[] = [];
  server.use(
    http[method](`*/api/v1/public${path}`, ({ request }) => {
      requests.push(request.clone());
      const payload = typeof body === 'function' ? body(request) : body;
      return HttpResponse.json(envelope(payload, message, status), { status });
    }),
  );
  return requests;
}

export const PUBLIC_KEY = 'pk-4f9c2a7b1e8d4c3a9b6e5f7a';

export const PUBLIC_EVENT: PublicEvent = {
  name: 'Fall Leasing Workshop',
  startAt: '2026-11-22T15:00:00.000Z',
  endAt: '2026-11-22T18:00:00.000Z',
  venue: 'Minneapolis Convention Center',
};

export const REF_ANN = '9b000000-0000-4000-8000-000000000001';
export const REF_ZOE = '9b000000-0000-4000-8000-000000000002';
export const REF_BOB = '9b000000-0000-4000-8000-000000000003';
