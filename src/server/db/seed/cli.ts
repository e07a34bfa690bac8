import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { migrateDatabase, openDatabase } from '../client';
import { seed } from './index';

/** npm run seed -- [--reset] [--users N] [--companies N] */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      reset: { type: 'boolean', default: false },
      users: { type: 'string', default: '0' },
      companies: { type: 'string', default: '0' },
    },
  });
  const extra = Number(values.users);
  if (!Number.isInteger(extra) || extra < 0) throw new Error('--users takes a whole number, for example --users 1000');
  const extraCompanies = Number(values.companies);
  if (!Number.isInteger(extraCompanies) || extraCompanies < 0) {
    throw new Error('--companies takes a whole number, for example --companies 10000');
  }
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: 600_000,
  });
  try {
    await migrateDatabase(handle.db);
    await seed(handle.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      users: extra,
      companies: extraCompanies,
      reset: values.reset,
    });
    const extras = [
      extra ? `${extra} extra members` : '',
      extraCompanies ? `${extraCompanies} extra companies with ${extraCompanies * 3} locations` : '',
    ].filter(Boolean);
    console.log(`Seeded ${handle.description}${values.reset ? ' (reset)' : ''}${extras.length ? ` with ${extras.join(' and ')}` : ''}.`);
  } finally {
    await handle.close();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
