import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { migrateDatabase, openDatabase } from '../client';
import { seed } from './index';

/** npm run seed -- [--reset] [--users N] */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { reset: { type: 'boolean', default: false }, users: { type: 'string', default: '0' } },
  });
  const extra = Number(values.users);
  if (!Number.isInteger(extra) || extra < 0) throw new Error('--users takes a whole number, for example --users 1000');
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: 600_000,
  });
  try {
    await migrateDatabase(handle.db);
    await seed(handle.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, users: extra, reset: values.reset });
    console.log(`Seeded ${handle.description}${values.reset ? ' (reset)' : ''}${extra ? ` with ${extra} extra members` : ''}.`);
  } finally {
    await handle.close();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
