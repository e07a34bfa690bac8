import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Lists and exports only: a replica may lag, so anything read to decide a write goes to `db`. */
    readDb: Database;
  }
}

export const dbPlugin = fp(async (app: FastifyInstance, opts: { handle: DatabaseHandle }) => {
  app.decorate('db', opts.handle.db);
  app.decorate('readDb', opts.handle.readDb);
  app.addHook('onClose', async () => {
    await opts.handle.close();
  });
});
