import { describe, expect, inject, it, vi } from 'vitest';
import { openDatabase } from '../../../src/server/db/client';

describe('openDatabase', () => {
  it("logs the pool's connection errors at error level, and keeps running", async () => {
    const log = { debug: vi.fn(), error: vi.fn() };
    const handle = await openDatabase({ databaseUrl: inject('dbAdminUrl'), dataDir: '/nonexistent', statementTimeoutMs: 1000, log });
    try {
      const dropped = new Error('terminating connection due to administrator command');
      // What node-postgres emits when an idle connection of the pool is cut.
      handle.pool.emit('error', dropped);
      expect(log.error).toHaveBeenCalledWith(expect.stringContaining('database connection error'), dropped);
      expect(log.debug).not.toHaveBeenCalled();
      const { rows } = await handle.pool.query<{ one: number }>('select 1 as one');
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
