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

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, async (c) => {
    await c.query(`drop database if exists ${c.escapeIdentifier(name)} with (force)`);
  });
}
