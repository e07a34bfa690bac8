// npm start: build the front end and the server when missing or older than their sources, then run the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_BUNDLE } from './buildServer.mjs';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

async function buildWhenStale(what, output, sources, build) {
  const sourcesTime = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  if (fs.existsSync(output) && fs.statSync(output).mtimeMs >= sourcesTime) return;
  console.log(`Building the ${what}…`);
  await build();
}

await buildWhenStale('front end', path.join(root, 'dist/admin/index.html'), ['src/admin', 'src/shared', 'index.html', 'vite.config.ts', 'package-lock.json'], () => {
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
});

/** A process's command name and parent pid, read from /proc (Linux); null elsewhere or when it is gone. */
function processInfo(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces; the state and the parent pid follow it.
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    return { name, parent: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) };
  } catch {
    return null;
  }
}

/**
 * npm passes SIGTERM to its `sh -c` alone, which dies without passing it on, so the server would
 * keep the port and the data folder with nobody to stop it: it stops once its launcher is gone.
 */
function stopWithLauncher() {
  const parent = process.ppid;
  const shell = processInfo(parent);
  const launcher = shell && /^(sh|dash|bash|zsh|ash|ksh)$/.test(shell.name) ? shell.parent : null;
  const timer = setInterval(() => {
    if (process.ppid === parent && (launcher === null || processInfo(parent)?.parent === launcher)) return;
    clearInterval(timer);
    console.error('The npm process that started the server is gone: stopping.');
    process.kill(process.pid, 'SIGTERM');
  }, 500);
  timer.unref();
}

// The server, compiled ahead into dist/server (scripts/buildServer.mjs); it runs in this process,
// so a supervisor's signals reach it directly.
await buildWhenStale('server', SERVER_BUNDLE, ['src/server', 'src/shared', 'package-lock.json', 'scripts/buildServer.mjs'], buildServer);
process.setSourceMapsEnabled(true);
if (process.env.npm_lifecycle_event) stopWithLauncher();
await import(pathToFileURL(SERVER_BUNDLE).href);
