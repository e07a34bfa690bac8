import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userPreferences } from '../../db/schema';
import { authErrorResponses, envelope, envelopeSchema } from '../../core/envelope';
import { badRequest } from '../../core/errors';

const PreferenceParams = z.object({ key: z.string().min(1).max(200, 'must be at most 200 characters') });
const MAX_PREFERENCES = 200;
const MAX_PREFERENCE_BYTES = 50_000;

export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "The signed-in user's screen preferences (chosen columns, saved queries)",
        response: { 200: envelopeSchema(z.object({ preferences: z.record(z.string(), z.unknown()) })), 401: authErrorResponses[401] },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({ key: userPreferences.key, value: userPreferences.value })
        .from(userPreferences)
        .where(eq(userPreferences.userId, request.auth!.user.id));
      return envelope({ preferences: Object.fromEntries(rows.map((r) => [r.key, r.value])) });
    },
  );

  app.put(
    '/users/me/preferences/:key',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Keep one preference of the signed-in user (any JSON value up to 50 KB)',
        params: PreferenceParams,
        body: z.object({ value: z.unknown() }),
        response: { 200: envelopeSchema(z.object({})), ...authErrorResponses },
      },
    },
    async (request) => {
      const { key } = request.params;
      const value = request.body.value ?? null;
      if (JSON.stringify(value).length > MAX_PREFERENCE_BYTES) throw badRequest('value: must be at most 50 KB of JSON');
      const userId = request.auth!.user.id;
      await app.db.transaction(async (tx) => {
        const [counted] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(userPreferences)
          .where(and(eq(userPreferences.userId, userId), ne(userPreferences.key, key)));
        if ((counted?.n ?? 0) >= MAX_PREFERENCES) throw badRequest(`At most ${MAX_PREFERENCES} preferences can be kept.`);
        // A JSON null is kept as JSON's null: Drizzle would write SQL NULL, which the column refuses.
        const stored = value === null ? sql`'null'::jsonb` : value;
        await tx
          .insert(userPreferences)
          .values({ userId, key, value: stored })
          .onConflictDoUpdate({ target: [userPreferences.userId, userPreferences.key], set: { value: stored } });
      });
      return envelope({});
    },
  );

  app.delete(
    '/users/me/preferences/:key',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Forget one preference of the signed-in user',
        params: PreferenceParams,
        response: { 200: envelopeSchema(z.object({})), ...authErrorResponses },
      },
    },
    async (request) => {
      await app.db
        .delete(userPreferences)
        .where(and(eq(userPreferences.userId, request.auth!.user.id), eq(userPreferences.key, request.params.key)));
      return envelope({});
    },
  );

  app.delete(
    '/users/me/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Forget every preference of the signed-in user',
        response: { 200: envelopeSchema(z.object({})), 401: authErrorResponses[401] },
      },
    },
    async (request) => {
      await app.db.delete(userPreferences).where(eq(userPreferences.userId, request.auth!.user.id));
      return envelope({});
    },
  );
};
