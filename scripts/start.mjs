// npm start: build the front end and the server when missing or older than their sources, then run the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_BUNDLE } from './buildServer.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The newest modification time of a file, or of any file under a folder. */
function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Runs `build` when `output` is missing or older than any of `sources` (paths under the root). */
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

// The server, compiled ahead into dist/server (scripts/buildServer.mjs); it runs in this process,
// so signals reach it directly.
await buildWhenStale('server', SERVER_BUNDLE, ['src/server', 'src/shared', 'package-lock.json', 'scripts/buildServer.mjs'], buildServer);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_BUNDLE).href);
