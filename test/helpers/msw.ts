import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** An msw server for the calling test file: listening during its tests, handlers reset after each. */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Matches the API path on whatever origin the test's document has. */
export const apiUrl = (path: string) => `*/api/v1/admin${path}`;
