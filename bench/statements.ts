import pg from 'pg';

export interface Statement {
  text: string;
  values?: unknown[];
}

/** Without the mail worker's, which polls on its own. */
export async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof config === 'string' ? config : config.text;
    const given = typeof config === 'string' ? undefined : config.values;
    seen.push({ text, values: given ?? (Array.isArray(values) ? values : undefined) });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return seen.filter((statement) => !statement.text?.includes('mail_outbox'));
}
