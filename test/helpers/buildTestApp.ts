import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { tmpDataDir } from '../../src/server/db/embedded';
import { TEST_ADMIN, TEST_MEMBER } from './constants';
import { recordUndocumentedAnswers } from './documentedAnswers';
import { createDatabase, databaseUrl, dropDatabase } from './testDatabase';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** The test file's own database URL, for direct checks. */
  dbUrl: string;
  /** The answers so far that the OpenAPI document does not declare; close() fails when there are any. */
  undocumented: Set<string>;
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
  // Every test file's requests double as a check that the document declares what the API answers.
  const undocumented = recordUndocumentedAnswers(app);
  extend?.(app);
  await app.ready();
  return {
    app,
    config,
    dbUrl,
    undocumented,
    close: async () => {
      await app.close();
      await dropDatabase(adminUrl, name);
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (undocumented.size > 0) {
        throw new Error(`Answers the OpenAPI document does not declare:\n${[...undocumented].join('\n')}`);
      }
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

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface CallOptions {
  token?: string;
  payload?: object;
  query?: Record<string, string>;
}

/** `call(method, '/company/list', { token, query })`: a request to the admin API of `app`. */
export function apiCaller(app: FastifyInstance) {
  return (method: Method, path: string, opts: CallOptions = {}) =>
    app.inject({
      method,
      url: `/api/v1/admin${path}`,
      query: opts.query,
      payload: opts.payload,
      headers: opts.token ? bearer(opts.token) : {},
    });
}

/**
 * Adds a staff user (type admin) holding one seeded role, with the demo member's password, through
 * SQL: 'events@example.com' holding 'Events Coordinator' has no Companies, Sponsorship or User
 * Management access at all.
 */
export async function addStaffUser(
  dbUrl: string,
  { email = 'events@example.com', roleName = 'Events Coordinator' }: { email?: string; roleName?: string } = {},
): Promise<void> {
  const db = new pg.Pool({ connectionString: dbUrl, max: 1 });
  try {
    const name = email.split('@')[0]!;
    await db.query(
      `insert into users (first_name, last_name, name, email, role, password_hash)
       select $2, 'Staff', $2 || ' Staff', $1, 'admin', password_hash from users where email = $3`,
      [email, name, TEST_MEMBER.email],
    );
    await db.query(
      `insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r where u.email = $1 and r.name = $2`,
      [email, roleName],
    );
  } finally {
    await db.end();
  }
}

/** A picture path as an upload to the app would give it (recorded in `uploads`, as the picture and logo fields require). */
export async function recordedUpload(dbUrl: string, ext: 'png' | 'jpg' | 'gif' = 'png'): Promise<string> {
  const path = `/uploads/${crypto.randomUUID()}.${ext}`;
  const db = new pg.Pool({ connectionString: dbUrl, max: 1 });
  try {
    await db.query('insert into uploads (path, bytes) values ($1, 100)', [path]);
  } finally {
    await db.end();
  }
  return path;
}
