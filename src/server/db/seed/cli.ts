import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { migrateDatabase, openDatabase } from '../client';
import { seed } from './index';
import { bulkCompaniesFor } from './users';

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
    const started = performance.now();
    await seed(handle.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      demoUsers: true,
      users: extra,
      companies: extraCompanies,
      reset: values.reset,
    });
    const extras = [
      extra ? `${extra} bulk users` : '',
      extraCompanies || extra
        ? `${Math.max(extraCompanies, bulkCompaniesFor(extra))} bulk companies with three locations each`
        : '',
    ].filter(Boolean);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${handle.description}${values.reset ? ' (reset)' : ''}${extras.length ? ` with ${extras.join(' and ')}` : ''} in ${seconds} s.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
