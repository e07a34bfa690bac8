import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { SESSION_KEYS } from './src/admin/providers/session.ts';
import { PRELOAD_SHELL_SCRIPT } from './src/shared/preloadShell.ts';

/**
 * Writes a .br (quality 11) and a .gz copy next to every text file of the build, once, so the
 * server sends the smallest encoding the browser accepts without compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/admin';
      for (const fileName of Object.keys(bundle)) {
        // .vite/manifest.json is read by scripts, never served.
        if (!/\.(js|css|html|svg|json)$/.test(fileName) || fileName.startsWith('.vite/')) continue;
        const file = path.join(dir, fileName);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * node-polyglot (react-admin's translator) requires the `object.entries` and `hasown` polyfills,
 * which bring some twenty small modules (get-intrinsic, call-bind, define-properties ...) into
 * every page for what all the browsers the app supports have built in. The build gives it the
 * built-ins instead.
 */
function builtInsForPolyfills(): Plugin {
  const builtIns: Record<string, string> = {
    'object.entries': 'module.exports = Object.entries;',
    hasown: 'module.exports = Function.prototype.call.bind(Object.prototype.hasOwnProperty);',
  };
  const PREFIX = '\0built-in:';
  return {
    name: 'built-ins-for-polyfills',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (Object.hasOwn(builtIns, id) ? PREFIX + id : null),
    load: (id) => (id.startsWith(PREFIX) ? builtIns[id.slice(PREFIX.length)] : null),
  };
}

/**
 * react-admin's list controller imports its default CSV exporter, and with it jsonexport (about 4 kB
 * gzip), on every list page, though only react-admin's ExportButton calls it and the app's lists
 * export through the server (common/ExportTableButton.tsx). For that one importer, jsonexport is a
 * function with the same callback signature that downloads the library when first called.
 */
function lazyJsonExport(): Plugin {
  const ID = '\0lazy-jsonexport';
  return {
    name: 'lazy-jsonexport',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === 'jsonexport/dist/index.js' && importer?.replaceAll('\\', '/').includes('/ra-core/dist/export/defaultExporter') ? ID : null,
    load: (id) =>
      id === ID
        ? `export default function jsonExport(...args) {
  return import('jsonexport/dist/index.js').then((m) => (m.default ?? m)(...args));
}`
        : null,
  };
}

/** The signed-in shell's first module; its chunk and the chunks it imports are preloaded. */
const SHELL_MODULE = 'src/admin/layout/Layout.tsx';

/**
 * A signed-in visit shows nothing before the shell's code has run, and the entry asks for that
 * code only once it has itself downloaded and run. A small inline script in index.html asks for
 * it beside the entry when a session is stored (the sign-in page does not need it).
 */
function preloadShell(): Plugin {
  return {
    name: 'preload-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(imported, seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      const shell = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(SHELL_MODULE));
      const html = bundle['index.html'];
      if (!entry || !shell || html?.type !== 'asset') throw new Error('preload-shell: no entry, shell chunk or index.html in the build');
      const first = closure(entry.fileName);
      const files = [...closure(shell.fileName)].filter((fileName) => !first.has(fileName));
      // Inline, before the entry: it runs as the parser meets it, with no download to wait for.
      const tag = `<script data-session-key="${SESSION_KEYS.token}" data-chunks="${files.map((f) => `/${f}`).join(' ')}">${PRELOAD_SHELL_SCRIPT}</script>`;
      html.source = String(html.source).replace('<script type="module"', `${tag}\n    <script type="module"`);
    },
  };
}

const NODE_MODULES = /node_modules[\\/]/;
/** Libraries of one field or chart: they download with it, whatever the grouping below. */
const SHOWN_ALONE = /node_modules[\\/](@tiptap|prosemirror-|ra-input-rich-text|recharts|d3-|victory-vendor|linkifyjs|orderedmap|rope-sequence|w3c-keyname|diff|@zxcvbn-ts|jsonexport)/;

const apiPort = Number(process.env.API_PORT ?? process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [react(), builtInsForPolyfills(), lazyJsonExport(), preloadShell(), precompress()],
  build: {
    outDir: 'dist/admin',
    sourcemap: false,
    // dist/admin/.vite/manifest.json: scripts/chunkReport.mjs and the bundle budget test read it.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // What every page loads first, split by how often it changes, so a release of the app
        // leaves the libraries cached: React, then the other libraries of the first screen
        // ('$initial': statically imported from the entry), then the app's entry. Then one chunk
        // of what at least three lazily loaded screens use: a page asks for a dozen scripts, not
        // a hundred small ones, for some code it does not run.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 4 },
            { name: 'vendor', test: NODE_MODULES, tags: ['$initial'], priority: 3 },
            // Keeps the entry's own modules out of 'common', which would otherwise take them in
            // with the modules that import them.
            { name: 'main', tags: ['$initial'], priority: 2 },
            { name: 'common', test: (id) => !SHOWN_ALONE.test(id), minShareCount: 3, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
  // Two projects, chosen by folder: `vitest run` runs both, `--project node` or `--project jsdom`
  // one. What is set here is shared (`extends: true`); lists set here would be added to each
  // project's, so include, globalSetup and setupFiles stay in the projects.
  test: {
    globals: true,
    testTimeout: 20000,
    hookTimeout: 60000,
    pool: 'forks',
    projects: [
      {
        // The server, the shared code and any other test outside test/admin, on Node. Only this
        // project starts the embedded PostgreSQL (or uses TEST_DATABASE_URL's).
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/admin/**', 'test/e2e/**', 'node_modules/**'],
          globalSetup: ['test/helpers/globalSetup.ts'],
        },
      },
      {
        // The front end's component and unit tests, in jsdom with Testing Library's matchers.
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['test/admin/**/*.test.{ts,tsx}'],
          setupFiles: ['test/helpers/setup.ts'],
        },
      },
    ],
  },
});
