// The API server compiled ahead into dist/server/server.js (one ESM file; packages stay in
// node_modules), so `npm start` runs plain JavaScript instead of compiling TypeScript at every start.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_ENTRY = path.join(root, 'src/server/server.ts');
export const SERVER_BUNDLE = path.join(root, 'dist/server/server.js');

export async function buildServer() {
  await build({
    entryPoints: [SERVER_ENTRY],
    outfile: SERVER_BUNDLE,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    // Stack traces name the TypeScript files and lines.
    sourcesContent: false,
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
