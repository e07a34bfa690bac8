import { createHttpClient, envelopeMessage } from '../providers/httpClient';

/** The API's base path; the same origin serves it (Vite proxies it in development). */
export const API_URL = '/api/v1/admin';

/**
 * A POST that needs no session (forgot and reset password), through the app's HTTP client so its
 * errors carry the server's message. Resolves to the answer's `status.message`.
 */
export async function postWithoutSession(path: string, body: Record<string, unknown>): Promise<string | undefined> {
  const httpClient = createHttpClient({ getToken: () => null });
  const response = await httpClient(`${API_URL}${path}`, { method: 'POST', body });
  return envelopeMessage(response.json);
}
