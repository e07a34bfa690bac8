import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /**
     * The list and export queries' database: the read replica (DATABASE_READ_URL) or `db`. Anything
     * read to decide a write, and every write, goes to `db`.
     */
    readDb: Database;
  }
}

/** Exposes the database to the routes and closes it (and the embedded server) with the app. */
export const dbPlugin = fp(async (app: FastifyInstance, opts: { handle: DatabaseHandle }) => {
  app.decorate('db', opts.handle.db);
  app.decorate('readDb', opts.handle.readDb);
  app.addHook('onClose', async () => {
    await opts.handle.close();
  });
});
