// Explains the slow list calls on a database already seeded, so a change starts from a profile:
// `DATABASE_URL=postgres://… node --import tsx bench/explain.ts [over-ms] [label filter] [--export]`.
// Plans run on a connection of the app's pool, so the session settings are the app's.
import type pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { otherListCases, userListCases } from './cases';
import { benchUserExport } from './exportBench';
import { statementsOf } from './statements';

const args = process.argv.slice(2).filter((a) => a !== '--export');
const withExport = process.argv.includes('--export');
const overMs = Number(args[0] ?? 50);
const only = args[1];
if (!process.env.DATABASE_URL) throw new Error('bench/explain.ts reads an already seeded database: set DATABASE_URL.');

const config = { ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), authRateLimit: 1_000_000 };
const app = await buildApp(config, { logger: false });
try {
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/users/sign-in',
    payload: { email: config.adminEmail, password: config.adminPassword },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in as ${config.adminEmail}: HTTP ${signIn.statusCode}`);
  const headers = { authorization: `Bearer ${signIn.json().body.token}` };
  const pool = (app.db as unknown as { $client: pg.Pool }).$client;
  const cases = [...otherListCases(), ...(await userListCases(app, headers))].filter(([label]) => !only || label.includes(only));
  for (const [label, path, query] of cases) {
    const call = () => app.inject({ method: 'GET', url: `/api/v1/admin${path}`, query, headers });
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await call();
      times.push(performance.now() - t0);
    }
    const median = times.sort((a, b) => a - b)[2]!;
    console.log(`${median > overMs ? 'OVER' : 'ok  '} ${median.toFixed(1).padStart(7)} ms  ${label}`);
    if (median <= overMs) continue;
    for (const statement of await statementsOf(call)) {
      // Reads only (a transaction's begin and commit, a COPY, have no plan to show).
      if (!/^\s*(select|with)\b/i.test(statement.text)) continue;
      const client = await pool.connect();
      try {
        const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.values);
        console.log(`\n  ${statement.text.replace(/\s+/g, ' ').slice(0, 2000)}\n  values: ${JSON.stringify(statement.values ?? []).slice(0, 300)}`);
        console.log(plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n'), '\n');
      } finally {
        client.release();
      }
    }
  }
  if (withExport) await benchUserExport(app, headers);
} finally {
  await app.close();
}
