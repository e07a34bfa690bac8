// npm run bench: measures the API on a seeded embedded database and prints each figure beside its
// target (docs/PERFORMANCE.md). Figures only, no assertions.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { tmpDataDir } from '../src/server/db/embedded';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { seed } from '../src/server/db/seed';
import { bulkCompaniesFor } from '../src/server/db/seed/users';
import { auditListCases, fillAuditLog } from './auditList';
import { benchBrowser } from './browser';
import { f, otherListCases, userListCases, userSamples, type Case } from './cases';
import { complianceListCases, fillAttendance } from './complianceList';
import { benchUserExport } from './exportBench';
import { benchImport } from './importBench';
import { statementsOf } from './statements';
import { benchThroughput } from './throughput';

type App = Awaited<ReturnType<typeof buildApp>>;

const BULK_USERS = Number(process.env.BENCH_USERS ?? 100000);
const EXTRA_COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10000);
const LIST_RUNS = Number(process.env.BENCH_RUNS ?? 50);
/** BENCH_ONLY=audit, compliance or import: the seed, then only those figures; BENCH_ONLY=browser: the browser part only. */
const ONLY = process.env.BENCH_ONLY;
const AUDIT_ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const AUDIT_LIST_P95_TARGET_MS = 100;
const LIST_P95_TARGET_MS = BULK_USERS > 100_000 ? 100 : 50;
/** An endpoint costs at most this many times its own statements run raw: the rest is the app's overhead. */
const SQL_RATIO_TARGET = 1.5;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5).toFixed(2), p95: at(0.95).toFixed(2), max: sorted.at(-1)!.toFixed(2) };
}

async function time(n: number, fn: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

async function main() {
  if (ONLY !== 'browser') await benchApi();
  if (!ONLY || ONLY === 'browser') await benchBrowser();
}

async function benchApi() {
  const dataDir = tmpDataDir('cre-admin-bench-');
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), authRateLimit: 1_000_000 };
  const app = await buildApp(config, { logger: false });
  try {
    let t0 = performance.now();
    await seed(app.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      demoUsers: true,
      users: BULK_USERS,
      companies: EXTRA_COMPANIES,
    });
    const companyCount = Math.max(EXTRA_COMPANIES, bulkCompaniesFor(BULK_USERS));
    console.log(
      `seed: demo data, ${BULK_USERS} bulk users, ${companyCount} bulk companies with ${companyCount * 3} locations ` +
        `in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    if (ONLY === 'audit') {
      const staff = await app.inject({ method: 'POST', url: '/api/v1/admin/users/sign-in', payload: { email: 'staff@example.com', password: 'Staff#2026' } });
      await benchAuditCost(app, staff.json().body.token, staff.json().body.user._id);
      const admin = await app.inject({ method: 'POST', url: '/api/v1/admin/users/sign-in', payload: { email: config.adminEmail, password: config.adminPassword } });
      await benchAuditList(app, { authorization: `Bearer ${admin.json().body.token}` });
      return;
    }
    if (ONLY === 'compliance') {
      await benchComplianceList(app, await signInAdmin(app, config));
      return;
    }
    if (ONLY === 'import') {
      await benchImport(app, await signInAdmin(app, config));
      return;
    }
    const signIn = () =>
      app.inject({ method: 'POST', url: '/api/v1/admin/users/sign-in', payload: { email: 'staff@example.com', password: 'Staff#2026' } });
    const first = await signIn();
    const { token, user } = first.json().body;
    console.log('sign-in (argon2id verify + roles) ms', stats(await time(50, signIn)));

    const update = () =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/admin/users/update/${user._id}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { firstName: 'Sam', lastName: 'Staffer', phoneNumber: '612-555-0100' },
      });
    console.log('profile update (token + user + roles + write) ms', stats(await time(300, update)));
    await benchAuditCost(app, token, user._id);

    const n = 2000;
    t0 = performance.now();
    await Promise.all(Array.from({ length: 8 }, () => time(n / 8, () => app.inject({ method: 'GET', url: '/api/health' }))));
    console.log(`health: ${((n / (performance.now() - t0)) * 1000).toFixed(0)} requests/s (8 concurrent)`);

    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/sign-in',
      payload: { email: config.adminEmail, password: config.adminPassword },
    });
    const headers = { authorization: `Bearer ${res.json().body.token}` };
    await benchLists(app, headers);
    await benchUserList(app, headers);
    await benchAuditList(app, headers);
    await benchComplianceList(app, headers);
    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    const listStatements = await statementsOf(() => app.inject({ method: 'GET', url: '/api/v1/admin/users/list/all', headers }));
    await benchThroughput(app, headers, pool.options.connectionString!, listStatements);
    await benchUserExport(app, headers);
    await reportIndexUse(app);
    await reportTableSizes(app);
    await benchStart();
    await benchImport(app, headers);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function signInAdmin(app: App, config: ReturnType<typeof loadConfig>): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/admin/users/sign-in', payload: { email: config.adminEmail, password: config.adminPassword } });
  return { authorization: `Bearer ${res.json().body.token}` };
}

/** Beside each case, its own statements run raw on the pool, so the app's overhead shows apart from the SQL's. */
async function measure(app: App, headers: Record<string, string>, cases: Case[], width = 52, target = LIST_P95_TARGET_MS) {
  console.log(
    `\n${'list call'.padEnd(width)}  median /     p95 /     max ms  rows   total  stmts  sql p95  ratio  (targets: p95 < ${target} ms; at most ${SQL_RATIO_TARGET}x its SQL)`,
  );
  const pool = (app.db as unknown as { $client: pg.Pool }).$client;
  let over = 0;
  let overRatio = 0;
  for (const [label, path, query] of cases) {
    const call = () => app.inject({ method: 'GET', url: `/api/v1/admin${path}`, query, headers });
    const first = await call();
    if (first.statusCode !== 200) {
      console.log(`${label.padEnd(width)}  HTTP ${first.statusCode} ${first.json().status?.message ?? first.body.slice(0, 200)}`);
      over++;
      overRatio++;
      continue;
    }
    const body = first.json().body as Record<string, unknown>;
    const rows = Object.values(body).find(Array.isArray) as unknown[] | undefined;
    const samples = await time(LIST_RUNS, call);
    const s = stats(samples);
    const statements = await statementsOf(call);
    const raw = stats(
      await time(LIST_RUNS, async () => {
        for (const statement of statements) await pool.query(statement.text, statement.values);
      }),
    );
    const ratio = Number(s.p95) / Math.max(Number(raw.p95), 0.01);
    const ok = Number(s.p95) < target;
    const ratioOk = ratio <= SQL_RATIO_TARGET;
    if (!ok) over++;
    if (!ratioOk) overRatio++;
    console.log(
      `${label.padEnd(width)} ${s.p50.padStart(7)} / ${s.p95.padStart(7)} / ${s.max.padStart(7)}   ${String(rows?.length ?? 1).padStart(3)} ${`${String(body.total ?? '')}${body.totalExact === false ? '+' : ''}`.padStart(7)}  ` +
        `${String(statements.length).padStart(5)}  ${raw.p95.padStart(7)}  ${ratio.toFixed(2).padStart(5)}  ${ok ? 'ok' : 'OVER'} ${ratioOk ? 'ok' : 'OVER'}`,
    );
  }
  console.log(`${cases.length - over} of ${cases.length} calls within p95 < ${target} ms`);
  console.log(`${cases.length - overRatio} of ${cases.length} calls within ${SQL_RATIO_TARGET}x their SQL run raw`);
}

async function benchLists(app: App, headers: Record<string, string>) {
  await measure(app, headers, otherListCases());
}

async function benchUserList(app: App, headers: Record<string, string>) {
  const path = '/users/list/all';
  const samples = await userSamples(app);
  await measure(app, headers, await userListCases(app, headers), 60);

  // Made by the 'Count all' click only, not by paging or filtering: shown apart.
  const counted: Case[] = [
    ['users: Count all, no filter', path, { exactTotal: 'true' }],
    ['users: Count all, search name "john"', path, { search: 'john', exactTotal: 'true' }],
    ['users: Count all, filter secondaryPhone', path, { filters: f({ key: 'secondaryPhone', value: samples.secondaryPhone }), exactTotal: 'true' }],
    ['users: Count all, filter adminEmail', path, { filters: f({ key: 'adminEmail', value: samples.adminEmail }), exactTotal: 'true' }],
  ];
  console.log('\nexact totals on demand (Count all; not list calls of goal 1)');
  await measure(app, headers, counted, 60);
}

/** An index no statement of the seed or the bench scanned costs every write and earns nothing. */
async function reportIndexUse(app: App) {
  await app.db.execute(sql`select pg_stat_force_next_flush()`);
  const { rows } = await app.db.execute<{ table: string; index: string; scans: number; bytes: number; unique: boolean }>(sql`
    select s.relname as "table", s.indexrelname as "index", s.idx_scan::int as "scans",
           pg_relation_size(s.indexrelid)::bigint as "bytes", i.indisunique as "unique"
    from pg_stat_user_indexes s join pg_index i on i.indexrelid = s.indexrelid
    order by s.relname, s.indexrelname`);
  const mb = (bytes: number) => `${(Number(bytes) / 1024 / 1024).toFixed(1)} MB`;
  const byTable = new Map<string, typeof rows>();
  for (const row of rows) byTable.set(row.table, [...(byTable.get(row.table) ?? []), row]);
  console.log(
    '\nindexes never scanned during the seed and the bench (unique ones are left out: they enforce a rule; ' +
      'one behind a foreign key may serve deletes the bench does not make)',
  );
  for (const [table, indexes] of byTable) {
    const unused = indexes.filter((i) => i.scans === 0 && !i.unique);
    if (unused.length === 0) continue;
    const total = indexes.reduce((sum, i) => sum + Number(i.bytes), 0);
    console.log(
      `${table}: ${unused.length} of ${indexes.length} indexes (${mb(total)} in all) unused: ` +
        unused.map((i) => `${i.index} ${mb(i.bytes)}`).join(', '),
    );
  }
}

/** After the recording cost, which is measured on the small history first. */
async function benchComplianceList(app: App, headers: Record<string, string>) {
  await fillAttendance(app);
  await measure(app, headers, await complianceListCases(app));
}

async function benchAuditList(app: App, headers: Record<string, string>) {
  await fillAuditLog(app, AUDIT_ENTRIES);
  await measure(app, headers, await auditListCases(app), 52, AUDIT_LIST_P95_TARGET_MS);
}

/** Recording a change in the audit history may add at most 15% to an update's p95. */
const AUDIT_COST_TARGET = 1.15;
/** Short rounds, so that the machine's drift (a shared host, checkpoints) falls on both sides alike. */
const AUDIT_COST_ROUNDS = Number(process.env.BENCH_AUDIT_ROUNDS ?? 100);

/** Each update changes a field, or nothing would be recorded. */
async function benchAuditCost(app: App, token: string, userId: string) {
  const headers = { authorization: `Bearer ${token}` };
  const admin = await app.inject({ method: 'POST', url: '/api/v1/admin/users/sign-in', payload: { email: 'admin@example.com', password: 'Admin#2026' } });
  const adminHeaders = { authorization: `Bearer ${admin.json().body.token}` };
  const created = await app.inject({ method: 'POST', url: '/api/v1/admin/company/create', headers: adminHeaders, payload: { name: 'Bench Audit Realty', type: 'Broker' } });
  const companyId = created.json().body.company._id as string;
  let n = 0;
  const kinds = {
    'profile update': () =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/admin/users/update/${userId}`,
        headers,
        payload: { firstName: 'Sam', lastName: 'Staffer', phoneNumber: `612-555-${String(1000 + (++n % 9000))}` },
      }),
    'company update': () =>
      app.inject({ method: 'PUT', url: `/api/v1/admin/company/update/${companyId}`, headers: adminHeaders, payload: { name: `Bench Audit Realty ${++n}`, type: 'Broker' } }),
  };
  for (const [label, call] of Object.entries(kinds)) {
    const first = await call();
    if (first.statusCode !== 200) {
      console.log(`${label}: HTTP ${first.statusCode} ${first.body.slice(0, 200)}`);
      continue;
    }
    const on: number[] = [];
    const off: number[] = [];
    for (let round = 0; round < AUDIT_COST_ROUNDS; round++) {
      app.auditEnabled = true;
      on.push(...(await time(10, call)));
      app.auditEnabled = false;
      off.push(...(await time(10, call)));
    }
    app.auditEnabled = true;
    const [withAudit, without] = [stats(on), stats(off)];
    const ratio = Number(withAudit.p95) / Number(without.p95);
    console.log(
      `${label}, audit history on: p50 ${withAudit.p50} / p95 ${withAudit.p95} ms; off: p50 ${without.p50} / p95 ${without.p95} ms; ` +
        `p95 ${ratio.toFixed(2)}x (goal at most ${AUDIT_COST_TARGET}x)  ${ratio <= AUDIT_COST_TARGET ? 'ok' : 'OVER'}`,
    );
  }
}

/** The figures docs/DEPLOY.md, "Sizing", scales. */
async function reportTableSizes(app: App) {
  const { rows } = await app.db.execute<{ table: string; bytes: number }>(sql`
    select c.relname as "table", pg_total_relation_size(c.oid)::bigint as "bytes"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
    order by pg_total_relation_size(c.oid) desc`);
  console.log('\ntable sizes (rows; on disk with indexes and TOAST, and per row; the rows\' own average width; small tables are mostly fixed overhead)');
  for (const row of rows) {
    const table = sql.identifier(row.table);
    const [{ n, width }] = (
      await app.db.execute<{ n: number; width: number }>(sql`select count(*)::int as n, coalesce(avg(pg_column_size(t.*)), 0)::int as width from ${table} t`)
    ).rows as [{ n: number; width: number }];
    if (n === 0) continue;
    const mb = Number(row.bytes) / 1024 / 1024;
    console.log(
      `${row.table.padEnd(24)} ${String(n).padStart(9)} rows  ${mb.toFixed(1).padStart(8)} MB  ` +
        `${(Number(row.bytes) / n).toFixed(0).padStart(6)} bytes/row on disk, rows ${width} bytes wide`,
    );
  }
}

/** Built before the first timing, so neither start includes the build. */
async function benchStart() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { buildServer } = (await import(new URL('../scripts/buildServer.mjs', import.meta.url).href)) as { buildServer: () => Promise<void> };
  await buildServer();
  const dataDir = tmpDataDir('cre-admin-bench-start-');
  const port = 5400 + Math.floor(Math.random() * 500);
  const startOnce = async () => {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
        if (performance.now() - t0 > 120_000) throw new Error('npm start was not healthy within 120 s');
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return (performance.now() - t0) / 1000;
        } catch {
          /* not listening yet */
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    const first = await startOnce();
    const warm = await startOnce();
    console.log(`\nstart to healthy (compiled server): first start with seed ${first.toFixed(2)} s (target < 60 s), warm ${warm.toFixed(2)} s (target < 3 s)  ${first < 60 && warm < 3 ? 'ok' : 'OVER'}`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
