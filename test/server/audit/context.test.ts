import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAudit, type AuditContext } from '../../../src/server/core/auditContext';
import type { Database } from '../../../src/server/db/client';
import { buildTestApp, type TestApp } from '../../helpers/buildTestApp';

/**
 * withAudit (src/server/core/auditContext.ts): BEGIN with the context goes out pipelined with the
 * write's first statement, so that statement must still run inside the transaction and see the
 * context; whatever happens, the connection goes back to the pool idle, without the context and out
 * of pipeline mode.
 */
let t: TestApp;
let db: Database;
let pool: pg.Pool;
const context: AuditContext = { actorId: null, actorName: 'Context Test', ip: '10.0.0.7' };

beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.db;
  pool = (db as unknown as { $client: pg.Pool }).$client;
});
afterAll(async () => {
  await t.close();
});

/** What a statement sees of its transaction: the context, and whether a transaction block is open. */
async function seen(tx: Database) {
  const { rows } = await tx.execute<{ context: string | null; xid: string; block: boolean }>(
    sql`select current_setting('cre.audit', true) as context, txid_current()::text as xid,
        now() <> statement_timestamp() as block`,
  );
  return rows[0]!;
}

/** Every connection the pool holds, checked out at once: none in a transaction, pipelined or with a context. */
async function expectCleanPool() {
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  try {
    for (const client of clients) {
      expect((client as unknown as { pipeline: boolean }).pipeline).toBe(false);
      expect(client.getTransactionStatus()).toBe('I');
      const { rows } = await client.query<{ context: string | null }>(`select current_setting('cre.audit', true) as context`);
      expect(rows[0]!.context ?? '').toBe('');
    }
  } finally {
    for (const client of clients) client.release();
  }
}

describe('withAudit', () => {
  it("runs the write's first statement inside the transaction, with the context, and every later one in the same", async () => {
    const [first, second] = await withAudit(db, context, async (tx) => [await seen(tx), await seen(tx)] as const);
    expect(JSON.parse(first.context!)).toEqual(context);
    expect(second.xid).toBe(first.xid);
    // A second statement in a transaction block starts after the block began.
    expect(second.block).toBe(true);
    await expectCleanPool();
  });

  it('commits what the write did', async () => {
    const name = `Context Realty ${Date.now()}`;
    await withAudit(db, context, (tx) => tx.execute(sql`insert into companies (name, type) values (${name}, 'Broker')`));
    const { rows } = await pool.query('select actor_name, client_ip from audit_log where record_label = $1', [name]);
    expect(rows).toEqual([{ actor_name: 'Context Test', client_ip: '10.0.0.7' }]);
    await expectCleanPool();
  });

  it('rolls everything back when a later statement fails, and when the write throws before its first statement', async () => {
    const name = `Context Rollback ${Date.now()}`;
    await expect(
      withAudit(db, context, async (tx) => {
        await tx.execute(sql`insert into companies (name, type) values (${name}, 'Broker')`);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow(/Failed query: select 1 \/ 0/);
    await expect(
      withAudit(db, context, async () => {
        throw new Error('refused before writing');
      }),
    ).rejects.toThrow('refused before writing');
    const { rows } = await pool.query('select (select count(*) from companies where name = $1)::int as companies, (select count(*) from audit_log where record_label = $1)::int as entries', [name]);
    expect(rows[0]).toEqual({ companies: 0, entries: 0 });
    await expectCleanPool();
  });

  it('writes without a context (the history off) run as they are, unrecorded', async () => {
    const name = `Context Off ${Date.now()}`;
    const inside = await withAudit(db, null, async (tx) => {
      await tx.execute(sql`insert into companies (name, type) values (${name}, 'Broker')`);
      return seen(tx);
    });
    expect(inside.context ?? '').toBe('');
    const { rows } = await pool.query('select count(*)::int as n from audit_log where record_label = $1', [name]);
    expect(rows[0]!.n).toBe(0);
  });
});
