// Profiles the server under load, so a change starts from where the time goes:
// `node --cpu-prof --cpu-prof-dir=DIR --import tsx bench/profile.ts [url-path]`.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { seed } from '../src/server/db/seed';
import { tmpDataDir } from '../src/server/db/embedded';

const target = process.argv[2] ?? '/api/v1/admin/users/list/all';
const dataDir = tmpDataDir('cre-admin-profile-');
const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), authRateLimit: 1_000_000 };
const app = await buildApp(config, { logger: false });
try {
  await seed(app.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, demoUsers: true, users: 2000, companies: 0 });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const signIn = await fetch(`${origin}/api/v1/admin/users/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: config.adminEmail, password: config.adminPassword }),
  });
  const { token } = ((await signIn.json()) as { body: { token: string } }).body;
  const result = await autocannon({ url: `${origin}${target}`, headers: { authorization: `Bearer ${token}` }, connections: 8, duration: 8, workers: 1 });
  console.log(`${target}: ${result.requests.average} requests/s, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`);
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
