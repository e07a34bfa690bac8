import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Exposes the database to the routes and closes it (and the embedded server) with the app. */
export const dbPlugin = fp(async (app: FastifyInstance, opts: { handle: DatabaseHandle }) => {
  app.decorate('db', opts.handle.db);
  app.addHook('onClose', async () => {
    await opts.handle.close();
  });
});
