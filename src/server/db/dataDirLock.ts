import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * One app per data folder. The lock is a listening socket in Linux's abstract namespace: the
 * kernel closes it the moment its holder ends, `kill -9` included, so a supervisor's immediate
 * restart always gets it, unlike a pid file. macOS gets a socket file in the folder instead.
 */

/** A holder that does not answer is ending. */
const DYING_HOLDER_WAIT_MS = 3000;
const RETRY_MS = 100;

const ABSTRACT = process.platform === 'linux';

function lockAddress(dataDir: string): string {
  const real = fs.realpathSync(dataDir);
  if (ABSTRACT) return `\0cre-admin-data-${crypto.createHash('sha256').update(real).digest('hex').slice(0, 32)}`;
  return path.join(real, 'app.sock');
}

function listen(address: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      server.unref();
      resolve(server);
    });
  });
}

function askHolder(address: string): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let answer = '';
    const done = (pid: number | null) => {
      socket.destroy();
      resolve(pid);
    };
    socket.setTimeout(1000, () => done(null));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => done(Number(answer.trim()) || null));
    socket.on('error', () => done(null));
  });
}

export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const address = lockAddress(dataDir);
  const deadline = Date.now() + DYING_HOLDER_WAIT_MS;
  for (;;) {
    try {
      const server = await listen(address);
      return () => new Promise<void>((resolve) => server.close(() => resolve()));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    }
    const holder = await askHolder(address);
    if (holder !== null) {
      throw new Error(
        `Another instance of the app (pid ${holder}) is already using the data folder ${dataDir}. ` +
          `Stop it first, or start this one with another DATA_DIR.`,
      );
    }
    // A socket file left by a dead holder, or a holder in its last moments.
    if (!ABSTRACT) fs.rmSync(address, { force: true });
    if (Date.now() > deadline) throw new Error(`Could not lock the data folder ${dataDir}: its lock is held by a process that does not answer.`);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
