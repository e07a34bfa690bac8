import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { tmpDataDir } from '../../src/server/db/embedded';
import { TEST_ADMIN } from '../helpers/constants';
import { createDatabase, databaseUrl, dropDatabase } from '../helpers/testDatabase';

/**
 * `npm start` as a supervisor runs it: the process it starts is the server, which a signal stops in
 * order and whose death leaves nothing holding the port or the data folder. It runs the project's
 * own scripts/start.mjs from a folder that links to this project's sources, with the front end
 * counted as built, so only the server is compiled (into that folder's dist/).
 */
const REPO = path.resolve(import.meta.dirname, '../..');
const DRAIN_MS = 3000;

let root: string;
let dbName: string;
const dirs: string[] = [];
const started: Started[] = [];

function projectFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cre-admin-start-'));
  fs.mkdirSync(path.join(dir, 'scripts'));
  for (const file of ['start.mjs', 'buildServer.mjs']) fs.copyFileSync(path.join(REPO, 'scripts', file), path.join(dir, 'scripts', file));
  for (const entry of ['src', 'migrations', 'node_modules', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json']) {
    fs.symlinkSync(path.join(REPO, entry), path.join(dir, entry));
  }
  const front = path.join(dir, 'dist/admin');
  fs.mkdirSync(front, { recursive: true });
  fs.writeFileSync(path.join(front, 'index.html'), '<!doctype html><div id="root"></div>');
  // Newer than any source, edits made while the test runs included.
  const later = new Date(Date.now() + 86_400_000);
  fs.utimesSync(path.join(front, 'index.html'), later, later);
  return dir;
}

interface Started {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
  /** The server's own pid, from its log (under npm it is not the child's). */
  serverPid: () => number | undefined;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

function start(how: 'node' | 'npm', port: number, dataDir: string, env: Record<string, string> = {}): Started {
  const [command, args] = how === 'npm' ? ['npm', ['start']] : [process.execPath, ['scripts/start.mjs']];
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Only what the app reads: nothing of the npm or vitest that runs this test.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      npm_config_update_notifier: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const entry: Started = {
    child,
    exited,
    output: () => output,
    serverPid: () => Number(/"pid":(\d+)/.exec(output)?.[1]) || undefined,
  };
  started.push(entry);
  return entry;
}

/** A GET on a connection of its own: the status and headers, or null when the port refuses. */
function get(port: number, url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders } | null> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, agent: false, timeout: 2000 }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }));
    });
    request.on('error', () => resolve(null));
    request.on('timeout', () => request.destroy());
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Not within ${withinMs} ms: ${what}`);
    await sleep(50);
  }
}

async function ready(server: Started, port: number): Promise<void> {
  await until(
    `ready.\n${server.output()}`,
    async () => {
      if (server.child.exitCode !== null) throw new Error(`The server ended before it was ready:\n${server.output()}`);
      return (await get(port, '/api/health/ready'))?.status === 200;
    },
    20_000,
  );
}

/** Whether a process runs (a zombie nobody has reaped yet does not). */
function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

beforeAll(() => {
  root = projectFolder();
});
afterAll(async () => {
  for (const server of started) {
    const pid = server.serverPid();
    if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  }
  // An embedded PostgreSQL whose server was killed above is stopped too.
  for (const dir of dirs) {
    const pidFile = path.join(dir, 'pg', 'postmaster.pid');
    const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
    if (!pid || !alive(pid)) continue;
    process.kill(pid, 'SIGINT');
    await until('PostgreSQL stopped', async () => !alive(pid), 5000).catch(() => undefined);
  }
  if (dbName) await dropDatabase(inject('dbAdminUrl'), dbName);
  for (const dir of [root, ...dirs]) fs.rmSync(dir, { recursive: true, force: true });
});

describe('node scripts/start.mjs', () => {
  it('drains on SIGTERM (readiness 503, the rest still served), then closes the port and ends with 0; a restart takes the port, and SIGKILL frees it', async () => {
    const adminUrl = inject('dbAdminUrl');
    dbName = `cre_t_${crypto.randomBytes(6).toString('hex')}`;
    await createDatabase(adminUrl, dbName, inject('dbTemplate'));
    const dataDir = tmpDataDir('cre-admin-start-data-');
    dirs.push(dataDir);
    const port = await freePort();
    const env = { DATABASE_URL: databaseUrl(adminUrl, dbName), SHUTDOWN_DRAIN_MS: String(DRAIN_MS) };

    const first = start('node', port, dataDir, env);
    await ready(first, port);
    // The process started is the server itself.
    expect(first.serverPid()).toBe(first.child.pid);
    const signalled = Date.now();
    first.child.kill('SIGTERM');
    await until('readiness 503', async () => (await get(port, '/api/health/ready'))?.status === 503, 1000);
    const live = await get(port, '/api/health/live');
    expect(live?.status).toBe(200);
    const health = await get(port, '/api/health');
    expect(health?.status).toBe(200);
    expect((await get(port, '/'))?.status).toBe(200);
    // Each answer of the drain closes its connection: the client's next one goes to an instance that stays.
    expect(health?.headers.connection).toBe('close');
    await until('the port closed', async () => (await get(port, '/api/health/live')) === null, DRAIN_MS + 5000);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS - 100);
    expect(await first.exited).toEqual({ code: 0, signal: null });

    const second = start('node', port, dataDir, env);
    await ready(second, port);
    second.child.kill('SIGKILL');
    await second.exited;
    expect(await get(port, '/api/health/live')).toBeNull();
  }, 30_000);
});

describe('npm start', () => {
  it('passes SIGTERM on, and leaves no server behind when npm is killed: the data folder is free for the next start at once', async () => {
    // The embedded database: its data folder is locked by the running server.
    const dataDir = tmpDataDir('cre-admin-start-embedded-');
    dirs.push(dataDir);
    const port = await freePort();

    const stopped = start('npm', port, dataDir);
    await ready(stopped, port);
    const stoppedPid = stopped.serverPid()!;
    expect(stoppedPid).not.toBe(stopped.child.pid);
    stopped.child.kill('SIGTERM');
    await until('the server stopped', async () => !alive(stoppedPid), 5000);
    expect(stopped.output()).toContain('"msg":"shutting down"');
    expect(stopped.output()).not.toMatch(/shutdown (timed out|failed)/);

    const killed = start('npm', port, dataDir);
    await ready(killed, port);
    const killedPid = killed.serverPid()!;
    killed.child.kill('SIGKILL');
    await until('the orphaned server ended', async () => !alive(killedPid), 5000);
    expect(await get(port, '/api/health/live')).toBeNull();

    const again = start('node', port, dataDir);
    await ready(again, port);
    again.child.kill('SIGTERM');
    expect(await again.exited).toEqual({ code: 0, signal: null });
  }, 40_000);
});
