import { HttpError } from 'react-admin';
import { MESSAGES } from '../../shared/messages';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequestOptions {
  method?: HttpMethod;
  /** JSON-serialised, except FormData which the browser encodes as multipart. */
  body?: unknown;
  /** Appended to the URL; undefined and null values are left out, objects and arrays sent as JSON. */
  query?: Record<string, unknown>;
  /** Extra headers; they win over the defaults (the sign-out call passes the token it is ending). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * 'blob' for a file answer (the CSV exports): a 2xx answer comes back as `blob`, not parsed;
   * 'stream' for one read as it arrives (the table export's progress): a 2xx answer comes back as `stream`.
   */
  responseType?: 'json' | 'blob' | 'stream';
}

export interface HttpResponse {
  status: number;
  /** The parsed answer (the envelope `{ status, body }`), or null when the answer was empty. */
  json: unknown;
  headers: Headers;
  /** The answer's bytes, when asked for with `responseType: 'blob'`. */
  blob?: Blob;
  /** The answer's bytes as they arrive, when asked for with `responseType: 'stream'`. */
  stream?: ReadableStream<Uint8Array>;
}

export type HttpClient = (url: string, options?: HttpRequestOptions) => Promise<HttpResponse>;

export interface HttpClientDeps {
  getToken: () => string | null;
}

/** The API's answer envelope. */
export interface ApiEnvelope {
  status?: { code?: number; message?: string };
  body?: Record<string, unknown>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `body` of an envelope, or an empty object when the answer has none. */
export function envelopeBody(json: unknown): Record<string, unknown> {
  return isObject(json) && isObject(json.body) ? json.body : {};
}

/** The `status.message` of an envelope, when it carries one. */
export function envelopeMessage(json: unknown): string | undefined {
  if (!isObject(json) || !isObject(json.status)) return undefined;
  const { message } = json.status;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * The envelope of a refusal, with the fields it names (`body.errors`, field → message) also where
 * react-admin's forms read them (`errors` beside the envelope), so each message shows under its field.
 */
function withFieldErrors(json: unknown): unknown {
  const { errors } = envelopeBody(json);
  return isObject(json) && isObject(errors) && Object.keys(errors).length > 0 ? { ...json, errors } : json;
}

/** `a=1&b=2`, without the leading `?`. */
export function buildQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params.toString();
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * The one HTTP client of the admin app. Errors leave as react-admin's HttpError whose message is
 * the server's `status.message`, so react-admin's error toast shows it as is.
 */
export function createHttpClient(
  { getToken }: HttpClientDeps,
  fetchImpl: typeof fetch = globalThis.fetch,
): HttpClient {
  return async function httpClient(url, options = {}) {
    const { method = 'GET', body, query, headers: extraHeaders, signal, responseType = 'json' } = options;
    // A file answer may be of any type; its refusal still comes as JSON.
    const headers = new Headers({ Accept: responseType === 'json' ? 'application/json' : '*/*' });
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      // The browser sets the multipart boundary itself; a hand-written Content-Type would lose it.
      payload = body;
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
    for (const [name, value] of Object.entries(extraHeaders ?? {})) headers.set(name, value);

    const search = buildQueryString(query);
    const target = search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;

    let response: Response;
    let text: string;
    let blob: Blob | undefined;
    try {
      // Same-origin cookies go along: the sign-in's device cookie keeps the account's failure limit off this browser.
      response = await fetchImpl(target, { method, headers, body: payload, signal, credentials: 'same-origin' });
      const ok = response.status >= 200 && response.status < 300;
      // The caller reads the stream itself (and its errors, an abort among them).
      if (ok && responseType === 'stream' && response.body) {
        return { status: response.status, json: null, headers: response.headers, stream: response.body };
      }
      // A refused file request still answers with the JSON envelope, whose message the toast shows;
      // a browser without response streams gives the file whole.
      if (ok && responseType !== 'json') blob = await response.blob();
      text = blob ? '' : await response.text();
    } catch (error) {
      // Cancelled queries are not failures; react-admin ignores them.
      if (isAbort(error)) throw error;
      throw new HttpError(MESSAGES.somethingWrong, 0, null);
    }

    if (blob) return { status: response.status, json: null, headers: response.headers, blob };
    const parsed = parseJson(text);
    const json = parsed.ok ? parsed.value : null;
    if (response.status < 200 || response.status >= 300) {
      throw new HttpError(envelopeMessage(json) ?? MESSAGES.somethingWrong, response.status, withFieldErrors(json));
    }
    // A 2xx answer that is not JSON is a broken proxy or server, not something a caller can use.
    if (!parsed.ok) throw new HttpError(MESSAGES.somethingWrong, response.status, null);
    return { status: response.status, json, headers: response.headers };
  };
}
