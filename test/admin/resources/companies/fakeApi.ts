import { HttpError } from 'react-admin';
import { vi } from 'vitest';
import { createDataProvider } from '../../../../src/admin/providers/dataProvider';
import { API_TABLE } from '../../../../src/admin/registry';
import type { HttpClient, HttpRequestOptions } from '../../../../src/admin/providers/httpClient';

export const API_URL = '/api/v1/admin';

export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  /** The If-Match header the call carried, if any. */
  ifMatch?: string;
}

/** Answers a call with the envelope's `body`, or throws (an HttpError for a refusal). */
export type FakeHandler = (call: FakeCall, params: Record<string, string>) => unknown;

/**
 * The app's real dataProvider over a fake HTTP client: routes like 'GET /company/list' or
 * 'PUT /company/update/{id}' (tried in order) answer with the spec's envelope, and every call is
 * recorded so tests can check the query and payload the screens send.
 */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const compiled = Object.entries(routes).map(([pattern, handler]) => {
    const [method, path] = pattern.split(' ');
    const regex = new RegExp(`^${path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);
    return { method, regex, handler };
  });
  const httpClient = vi.fn<HttpClient>(async (url: string, options: HttpRequestOptions = {}) => {
    const call: FakeCall = {
      method: options.method ?? 'GET',
      path: url.startsWith(API_URL) ? url.slice(API_URL.length) : url,
      query: options.query ?? {},
      body: options.body,
      ...(options.headers?.['If-Match'] ? { ifMatch: options.headers['If-Match'] } : {}),
    };
    calls.push(call);
    for (const { method, regex, handler } of compiled) {
      const match = regex.exec(call.path);
      if (method !== call.method || !match) continue;
      const body = await handler(call, match.groups ?? {});
      return { status: 200, json: { status: { code: 200, message: 'OK' }, body }, headers: new Headers() };
    }
    throw new HttpError(`No fake route for ${call.method} ${call.path}`, 404, null);
  });
  const dataProvider = createDataProvider(API_URL, httpClient, API_TABLE);
  return {
    calls,
    httpClient,
    /** For renderWithAdmin: the real provider's methods. */
    dataProvider: { ...dataProvider } as Record<string, unknown>,
    /** The calls made to `method path`. */
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

/** A refusal as the server sends it: the envelope's message becomes the error's. */
export function refusal(status: number, message: string): HttpError {
  return new HttpError(message, status, { status: { code: status, message } });
}

export const COMPANY = {
  _id: 'c1',
  name: 'Acme Realty',
  nameInLower: 'acme realty',
  type: 'Broker',
  isActive: true,
  activeStatus: 'active' as 'active' | 'inactive',
  websiteUrl: 'https://acme.example',
  description: '<p>Commercial brokers.</p>',
  logo: 'https://cdn.example/acme.png',
  locations: [
    { _id: 'l1', name: 'Downtown' },
    { _id: 'l2', name: 'Uptown' },
  ],
  address: ['l1', 'l2'],
  sponsership: [{ sponser: { _id: 's1', name: 'Gold' } }],
  locationCount: 2,
  membersCount: 5,
  createdAt: '2024-01-10T10:00:00.000Z',
  updatedAt: '2024-03-05T10:00:00.000Z',
};

export const OTHER_COMPANY = {
  ...COMPANY,
  _id: 'c2',
  name: 'Birch Partners',
  nameInLower: 'birch partners',
  type: 'Design/Architecture',
  isActive: false,
  activeStatus: 'inactive' as const,
  logo: null,
  locations: [],
  address: [],
  sponsership: [],
  locationCount: 0,
  membersCount: 0,
};

const NAMES: Record<string, string> = { l1: 'Downtown', l2: 'Uptown', l9: 'Lakeside', s1: 'Gold', s2: 'Silver' };

/** What the server answers to a company create or update: the record with the saved lists, named. */
export function savedCompany(base: typeof COMPANY, body: unknown) {
  const sent = body as { address?: string[]; sponsership?: { sponser: string }[] } & Record<string, unknown>;
  return {
    ...base,
    ...sent,
    locations: (sent.address ?? []).map((id) => ({ _id: id, name: NAMES[id] ?? id })),
    sponsership: (sent.sponsership ?? []).map(({ sponser }) => ({ sponser: { _id: sponser, name: NAMES[sponser] ?? sponser } })),
    activeStatus: sent.isActive === false ? ('inactive' as const) : ('active' as const),
  };
}

export const SPONSORSHIPS = [
  { _id: 's1', name: 'Gold', nameInLower: 'gold', position: 1, companyCount: 3, isActive: true, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z' },
  { _id: 's2', name: 'Silver', nameInLower: 'silver', position: 2, companyCount: 1, isActive: true, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z' },
];

export const LOCATIONS = [
  { _id: 'l1', name: 'Downtown', nrdsId: '502212345', type: 'corporate', physicalAddress: { addressLine1: '1 Main St', addressLine2: '', city: 'Minneapolis', state: 'MN', zipCode: '55401', country: 'United States' } },
  { _id: 'l9', name: 'Lakeside', nrdsId: null, type: 'branch', physicalAddress: { addressLine1: '9 Lake Rd', addressLine2: '', city: 'Duluth', state: 'MN', zipCode: '55802', country: 'United States' } },
];
