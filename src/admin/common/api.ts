import { createHttpClient, envelopeBody, envelopeMessage } from '../providers/httpClient';

/** The API's base path; the same origin serves it (Vite proxies it in development). */
export const API_URL = '/api/v1/admin';

/**
 * A POST that needs no session (forgot and reset password), through the app's HTTP client so its
 * errors carry the server's message. Resolves to the answer's `status.message` and body.
 */
export async function postWithoutSession(
  path: string,
  body: Record<string, unknown>,
): Promise<{ message: string | undefined; body: Record<string, unknown> }> {
  const httpClient = createHttpClient({ getToken: () => null });
  const response = await httpClient(`${API_URL}${path}`, { method: 'POST', body });
  return { message: envelopeMessage(response.json), body: envelopeBody(response.json) };
}
