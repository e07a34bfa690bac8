// npm start: build the front end and the server when missing or older than their sources, then run the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/admin/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesTime = Math.max(
  newestMtime(path.join(root, 'src/admin')),
  newestMtime(path.join(root, 'src/shared')),
  fs.statSync(path.join(root, 'index.html')).mtimeMs,
  fs.statSync(path.join(root, 'package-lock.json')).mtimeMs,
);
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sourcesTime) {
  console.log('Building the front end…');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The server, compiled ahead into dist/server (scripts/buildServer.mjs) when missing or older than
// its sources; it runs in this process, so signals reach it directly.
const { buildServer, SERVER_BUNDLE } = await import('./buildServer.mjs');
const serverSourcesTime = Math.max(
  newestMtime(path.join(root, 'src/server')),
  newestMtime(path.join(root, 'src/shared')),
  fs.statSync(path.join(root, 'package-lock.json')).mtimeMs,
  fs.statSync(path.join(root, 'scripts/buildServer.mjs')).mtimeMs,
);
if (!fs.existsSync(SERVER_BUNDLE) || fs.statSync(SERVER_BUNDLE).mtimeMs < serverSourcesTime) {
  console.log('Building the server…');
  await buildServer();
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_BUNDLE).href);
