// The servers `npm run lighthouse` and the bench's browser part measure: the product, built for the
// run and started as `npm start` does, and the bare react-admin app of bench/baseline, served alike.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const BASELINE_DIR = path.join(root, 'dist/baseline');
export const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The server serves the dist/admin of its working folder: it runs in a folder of its own with a
 * build made for this run, so a build in the tree meanwhile cannot swap the files under the pages.
 */
export async function startProduct() {
  // PostgreSQL runs as the `postgres` user when this runs as root: the folder must be reachable.
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cre-admin-lighthouse-'));
  fs.chmodSync(runDir, 0o755);
  const vite = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', path.join(runDir, 'dist/admin'), '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (vite.status !== 0) {
    fs.rmSync(runDir, { recursive: true, force: true });
    throw new Error(`vite build exited with ${vite.status}`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: runDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: runDir, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    fs.rmSync(runDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${server.exitCode}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not become healthy in 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, stop };
}

/** Builds the baseline and serves it as the app serves itself: brotli files made once, hashed assets cached for a year. */
export async function startBaseline() {
  await build({ configFile: path.join(root, 'bench/baseline/vite.config.ts'), logLevel: 'warn' });
  for (const name of fs.readdirSync(BASELINE_DIR, { recursive: true })) {
    const file = path.join(BASELINE_DIR, name);
    if (!/\.(js|css|html|svg|json)$/.test(name) || fs.statSync(file).size < 1024) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  const app = Fastify();
  await app.register(fastifyStatic, {
    root: BASELINE_DIR,
    preCompressed: true,
    setHeaders: (reply, file) =>
      reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/#/posts`, stop: () => app.close() };
}

/** Signs the demo administrator in on a Playwright page and waits for the shell. */
export async function signInPage(page, baseUrl) {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel(/email/i).fill(ADMIN.email);
  await page.getByLabel(/password/i).fill(ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
}
