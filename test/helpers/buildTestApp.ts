import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { tmpDataDir } from '../../src/server/db/embedded';
import { TEST_ADMIN } from './constants';
import { createDatabase, databaseUrl, dropDatabase } from './testDatabase';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** The test file's own database URL, for direct checks. */
  dbUrl: string;
  close: () => Promise<void>;
}

/** A fresh app on a fresh database cloned from the migrated, seeded template. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  /** Registers extra routes (for example a probe of the permission guard) before the app is ready. */
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const adminUrl = inject('dbAdminUrl');
  const name = `cre_t_${crypto.randomBytes(6).toString('hex')}`;
  await createDatabase(adminUrl, name, inject('dbTemplate'));
  const dataDir = tmpDataDir('cre-admin-app-');
  const dbUrl = databaseUrl(adminUrl, name);
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://admin.test',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: 'silent',
    }),
    databaseUrl: dbUrl,
    staticDir: `${dataDir}/no-front-end`,
    ...overrides,
  };
  const app = await buildApp(config, { logger: false });
  extend?.(app);
  await app.ready();
  return {
    app,
    config,
    dbUrl,
    close: async () => {
      await app.close();
      await dropDatabase(adminUrl, name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API and gives the token. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/admin/users/sign-in', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().body.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
