import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../../src/server/db/dataDirLock';
import { tmpDataDir } from '../../../src/server/db/embedded';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function freshDir(): string {
  const dir = tmpDataDir('cre-admin-lock-');
  dirs.push(dir);
  return dir;
}

/** Another process holding the folder's lock, as an app would. */
async function holderProcess(dir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(path.resolve('src/server/db/dataDirLock.ts'))};
    await lockDataDir(${JSON.stringify(dir)}); console.log('LOCKED'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('LOCKED') && resolve());
    child.on('exit', (code) => reject(new Error(`the holder exited early (${code})`)));
  });
  return child;
}

describe('the data folder lock', () => {
  it('refuses a second app on the same folder while the first runs, naming its pid, and is free again once released', async () => {
    const dir = freshDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(`Another instance of the app (pid ${process.pid}) is already using the data folder ${dir}.`);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('keeps folders apart', async () => {
    const [a, b] = [freshDir(), freshDir()];
    const releases = await Promise.all([lockDataDir(a), lockDataDir(b)]);
    await Promise.all(releases.map((release) => release()));
  });

  it('is refused to a second process while another process holds it', async () => {
    const dir = freshDir();
    const holder = await holderProcess(dir);
    try {
      await expect(lockDataDir(dir)).rejects.toThrow(`Another instance of the app (pid ${holder.pid})`);
    } finally {
      holder.kill('SIGKILL');
    }
  }, 30_000);

  it('is taken at once after its holder was killed with SIGKILL (a supervisor restarting right away)', async () => {
    const dir = freshDir();
    const holder = await holderProcess(dir);
    holder.kill('SIGKILL');
    // Not waiting for the killed process to be reaped: the restart comes straight after the kill.
    const started = Date.now();
    const release = await lockDataDir(dir);
    expect(Date.now() - started).toBeLessThan(2000);
    await release();
  }, 30_000);
});
