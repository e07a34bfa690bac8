// npm run bench: measures the API on a seeded embedded database and prints the figures.
// Targets: sign-in p95 under 150 ms (argon2id dominates), an authenticated write p95 under 20 ms,
// the health check above 2,000 requests/s, all in-process through app.inject on this machine.
// Lists: 10,000 companies with 30,000 locations (BENCH_COMPANIES); median and p95 of each list
// call (default page, search, each filter, each sort, a late page). Figures only, no assertions.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { tmpDataDir } from '../src/server/db/embedded';
import { seed } from '../src/server/db/seed';
import { seedId } from '../src/server/db/seed/companies';
import { COMPANY_SORT_KEYS, LOCATION_SORT_KEYS } from '../src/shared/companies';

const EXTRA_USERS = Number(process.env.BENCH_USERS ?? 10000);
const EXTRA_COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10000);
const LIST_RUNS = Number(process.env.BENCH_RUNS ?? 50);

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
  const dataDir = tmpDataDir('cre-admin-bench-');
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), authRateLimit: 1_000_000 };
  const app = await buildApp(config, { logger: false });
  try {
    let t0 = performance.now();
    await seed(app.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, users: EXTRA_USERS });
    console.log(`seed: ${EXTRA_USERS} extra users in ${(performance.now() - t0).toFixed(0)} ms`);
    t0 = performance.now();
    await seed(app.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, companies: EXTRA_COMPANIES });
    console.log(
      `seed: ${EXTRA_COMPANIES} extra companies with ${EXTRA_COMPANIES * 3} locations in ${(performance.now() - t0).toFixed(0)} ms`,
    );

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

    const n = 2000;
    t0 = performance.now();
    await Promise.all(Array.from({ length: 8 }, () => time(n / 8, () => app.inject({ method: 'GET', url: '/api/health' }))));
    console.log(`health: ${((n / (performance.now() - t0)) * 1000).toFixed(0)} requests/s (8 concurrent)`);

    await benchLists(app, config.adminEmail, config.adminPassword);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The company, location, sponsorship and user-picker lists, as the super administrator. */
async function benchLists(app: Awaited<ReturnType<typeof buildApp>>, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/admin/users/sign-in', payload: { email, password } });
  const headers = { authorization: `Bearer ${res.json().body.token}` };
  const f = (...entries: { key: string; value: unknown }[]) => JSON.stringify(entries);
  const bulk = (i: number) => seedId('bulk-company', i);
  const bulkLocation = (k: number) => seedId('bulk-location', k);
  const platinum = seedId('sponsorship', 'Platinum');
  const gold = seedId('sponsorship', 'Gold');

  const cases: [string, string, Record<string, string>][] = [
    ['company list: default page', '/company/list', {}],
    ['company list: search "lake" (many hits)', '/company/list', { search: 'lake' }],
    ['company list: search "ridge landing" (few)', '/company/list', { search: 'ridge landing' }],
    ['company list: search "04217" (one)', '/company/list', { search: '04217' }],
    ['company list: search website "pointecapital"', '/company/list', { search: 'pointecapital' }],
    ['company list: filter type Broker', '/company/list', { filters: f({ key: 'type', value: 'Broker' }) }],
    ['company list: filter type [Appraisal, Developer]', '/company/list', { filters: f({ key: 'type', value: ['Appraisal', 'Developer'] }) }],
    ['company list: filter isActive false', '/company/list', { filters: f({ key: 'isActive', value: false }) }],
    ['company list: filter sponsership Platinum', '/company/list', { filters: f({ key: 'sponsership', value: platinum }) }],
    ['company list: filter sponsership [Platinum, Gold]', '/company/list', { filters: f({ key: 'sponsership', value: [platinum, gold] }) }],
    ['company list: filter locations (3 ids)', '/company/list', { filters: f({ key: 'locations', value: [bulkLocation(3), bulkLocation(3000), bulkLocation(29999)] }) }],
    ['company list: filter updatedAt (one month)', '/company/list', { filters: f({ key: 'updatedAt', value: '2025-06-01,2025-06-30' }) }],
    ['company list: search + type + isActive', '/company/list', { search: 'lake', filters: f({ key: 'type', value: 'Broker' }, { key: 'isActive', value: true }) }],
    ...COMPANY_SORT_KEYS.map((key): [string, string, Record<string, string>] => [`company list: sort ${key} -1`, '/company/list', { sortKey: key, sortOrder: '-1' }]),
    ['company list: late page (offset 9,990)', '/company/list', { offset: '9990' }],
    ['company list: late page sorted by name', '/company/list', { offset: '9990', sortKey: 'name', sortOrder: '1' }],
    ['locations: all, default page', '/locations/list/all', {}],
    ['locations: all, search "duluth" (city)', '/locations/list/all', { search: 'duluth' }],
    ['locations: all, search "maple crossing"', '/locations/list/all', { search: 'maple crossing' }],
    ['locations: all, search NRDS "60001234"', '/locations/list/all', { search: '60001234' }],
    ['locations: all, filter unassigned', '/locations/list/all', { filters: f({ key: 'unassigned', value: true }) }],
    ...LOCATION_SORT_KEYS.map((key): [string, string, Record<string, string>] => [`locations: all, sort ${key} 1`, '/locations/list/all', { sortKey: key, sortOrder: '1' }]),
    ['locations: all, late page (offset 29,990)', '/locations/list/all', { offset: '29990' }],
    ["locations: one company's", `/locations/list/${bulk(4242)}`, {}],
    ["locations: one company's, search", `/locations/list/${bulk(4242)}`, { search: 'headquarters' }],
    ['company: one', `/company/${bulk(4242)}`, {}],
    ['sponsorships: default page', '/sponsorships', {}],
    ['users picker: search "alex"', '/users/list/members', { search: 'alex' }],
  ];

  console.log(`\nlists (${LIST_RUNS} requests each, ms): median / p95 / max, rows on the page, total`);
  for (const [label, path, query] of cases) {
    const call = () => app.inject({ method: 'GET', url: `/api/v1/admin${path}`, query, headers });
    const first = await call();
    if (first.statusCode !== 200) {
      console.log(`${label}: HTTP ${first.statusCode} ${first.json().status.message}`);
      continue;
    }
    const body = first.json().body as Record<string, unknown>;
    const rows = Object.values(body).find(Array.isArray) as unknown[] | undefined;
    const s = stats(await time(LIST_RUNS, call));
    console.log(
      `${label.padEnd(52)} ${s.p50.padStart(7)} / ${s.p95.padStart(7)} / ${s.max.padStart(7)}   ${String(rows?.length ?? 1).padStart(3)} ${body.total ?? ''}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
