// npm run bench: measures the API on a seeded embedded database and prints the figures.
// Targets: sign-in p95 under 150 ms (argon2id dominates), an authenticated write p95 under 20 ms,
// the health check above 2,000 requests/s, all in-process through app.inject on this machine.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { tmpDataDir } from '../src/server/db/embedded';
import { seed } from '../src/server/db/seed';

const EXTRA_USERS = Number(process.env.BENCH_USERS ?? 10000);

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
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
