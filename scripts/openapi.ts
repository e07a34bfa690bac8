// npm run openapi: writes the app's OpenAPI document to docs/openapi.json. The app needs a database
// to start: a temporary embedded one, or DATABASE_URL's (migrated, as npm start would).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { tmpDataDir } from '../src/server/db/embedded';

const OPENAPI_FILE = path.resolve(import.meta.dirname, '../docs/openapi.json');

/** A stable order, so the committed document's diffs show only real changes. */
const TOP_LEVEL = ['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components'];

function ordered(doc: Record<string, unknown>): Record<string, unknown> {
  const rank = (key: string) => (TOP_LEVEL.includes(key) ? TOP_LEVEL.indexOf(key) : TOP_LEVEL.length);
  const top = Object.keys(doc).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const result: Record<string, unknown> = Object.fromEntries(top.map((key) => [key, doc[key]]));
  const paths = doc.paths as Record<string, unknown>;
  result.paths = Object.fromEntries(Object.keys(paths).sort().map((url) => [url, paths[url]]));
  return result;
}

const dataDir = tmpDataDir('cre-admin-openapi-');
try {
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    }),
    // The built front end adds no operation (its routes are hidden); left out all the same.
    staticDir: path.join(dataDir, 'no-front-end'),
  };
  const app = await buildApp(config);
  try {
    await app.ready();
    fs.writeFileSync(OPENAPI_FILE, `${JSON.stringify(ordered(app.swagger() as unknown as Record<string, unknown>), null, 2)}\n`);
  } finally {
    await app.close();
  }
  console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}.`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
