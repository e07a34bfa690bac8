import pg from 'pg';

/** Builds a URL for another database on the same server. */
export function databaseUrl(adminUrl: string, database: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function withClient<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  await withClient(adminUrl, async (c) => {
    await c.query(
      `create database ${c.escapeIdentifier(name)}${template ? ` template ${c.escapeIdentifier(template)}` : ''}`,
    );
  });
}

/**
 * Drops a test database. Pools that were just ended may still be closing their sockets: waiting a
 * moment for them to go keeps FORCE from terminating a connection mid-close, whose client would
 * then raise an error nobody listens to any more. Whatever still holds on after that is forced.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, async (c) => {
    for (let waited = 0; waited < 2_000; waited += 50) {
      const { rows } = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (!rows[0]?.n) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await c.query(`drop database if exists ${c.escapeIdentifier(name)} with (force)`);
  });
}
