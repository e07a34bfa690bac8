import type { FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditEntity } from '../../shared/audit';
import type { Action, ModuleName } from '../../shared/modules';
import { auditContextOf, withAudit } from './auditContext';
import type { Database } from '../db/client';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope, FieldConflictEnvelope } from './envelope';
import { notFound } from './errors';
import type { ListResult } from './list';
import { assertVersion, ConflictEnvelope, setVersionTag, touchVersion, versionOf, VersionHeaders } from './recordVersion';
import { IdParams, ListTotalShape, StatusQuery } from './schemas';
import { namingAField, recordAnswer, recordAnswerSchema } from './writeAnswers';

type App = Parameters<FastifyPluginAsyncZod>[0];

export interface CrudResource<R extends z.ZodType> {
  module: ModuleName;
  /** A read-only resource (the audit log) has no versions or history. */
  entity?: AuditEntity;
  tag: string;
  key: string;
  record: R;
  notFound: string;
}

interface RouteSpec {
  summary: string;
}
interface WriteSpec extends RouteSpec {
  message: string;
  /** A 409 other than a stale version, for the OpenAPI document. */
  conflict?: string;
}

/**
 * One builder per standard route, so every resource gets the same permission gate, schemas, error
 * answers and audited transaction; a route of another shape stays hand-written beside them.
 */
export function crudRoutes<R extends z.ZodType>(app: App, resource: CrudResource<R>) {
  type Saved = z.output<R>;
  const { module, tag, key, record } = resource;
  const oneOf = (schema: z.ZodType) => envelopeSchema(z.object({ [key]: schema }));
  const One = oneOf(record);
  const Answered = (answer: z.ZodType = record) => oneOf(recordAnswerSchema(answer));
  const Deleted = envelopeSchema(z.object({}));
  const missing = ErrorEnvelope.describe(`No ${key} has this id`);
  const conflictOf = (description: string | undefined) => (description ? { 409: FieldConflictEnvelope.describe(description) } : {});
  const versioned = (description: string | undefined) => ({
    409: ConflictEnvelope.describe(`The record changed since the version in If-Match (body.conflict)${description ? `; or: ${description}` : ''}`),
  });
  const checked = async (db: Database, request: FastifyRequest) => {
    if (resource.entity) await assertVersion(db, resource.entity, { id: idOf(request) }, versionOf(request));
  };
  // The route's schema has validated what the casts below name.
  const idOf = (request: FastifyRequest) => (request.params as z.output<typeof IdParams>).id;

  function declare(
    method: HTTPMethods,
    url: string,
    action: Action,
    schema: FastifySchema,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ): void {
    app.route({ method, url, onRequest: app.requirePermission(module, action), schema: { tags: [tag], ...schema }, handler });
  }

  return {
    list<Q extends z.ZodType>(
      url: string,
      spec: RouteSpec & { listKey: string; querystring: Q; run: (db: Database, query: z.output<Q>) => Promise<ListResult<Saved>> },
    ): void {
      const response = { 200: envelopeSchema(z.object({ [spec.listKey]: z.array(record), ...ListTotalShape })), ...authErrorResponses };
      declare('GET', url, 'view', { summary: spec.summary, querystring: spec.querystring, response }, async (request) => {
        const { rows, ...counted } = await spec.run(app.readDb, request.query as z.output<Q>);
        return envelope({ [spec.listKey]: rows, ...counted });
      });
    },

    get(url: string, spec: RouteSpec & { run: (db: Database, id: string) => Promise<Saved | undefined> }): void {
      const response = { 200: One, ...authErrorResponses, 404: missing };
      declare('GET', url, 'view', { summary: spec.summary, params: IdParams, response }, async (request, reply) => {
        const found = await spec.run(app.db, idOf(request));
        if (!found) throw notFound(resource.notFound);
        setVersionTag(reply, found);
        return envelope({ [key]: found });
      });
    },

    /** `answer` replaces the record's schema when the route answers another shape. */
    create<B extends z.ZodType, A extends z.ZodType = R>(
      url: string,
      spec: WriteSpec & { body: B; answer?: A; run: (db: Database, body: z.output<B>, request: FastifyRequest) => Promise<z.output<A>> },
    ): void {
      const response = { 200: Answered(spec.answer), ...authErrorResponses, ...conflictOf(spec.conflict) };
      declare('POST', url, 'add', { summary: spec.summary, body: spec.body, response }, async (request) => {
        const saved = await withAudit(app.db, auditContextOf(request), (db) => spec.run(db, request.body as z.output<B>, request));
        return envelope({ [key]: recordAnswer(request, module, saved) }, spec.message);
      });
    },

    update<B extends z.ZodType, A extends z.ZodType = R>(
      url: string,
      spec: WriteSpec & {
        body: B;
        answer?: A;
        run: (db: Database, id: string, body: z.output<B>, request: FastifyRequest) => Promise<z.output<A>>;
      },
    ): void {
      const response = { 200: Answered(spec.answer), ...authErrorResponses, 404: missing, ...versioned(spec.conflict) };
      const schema = { summary: spec.summary, params: IdParams, headers: VersionHeaders, body: namingAField(spec.body), response };
      declare('PUT', url, 'edit', schema, async (request) => {
        const saved = await withAudit(app.db, auditContextOf(request), async (db) => {
          await checked(db, request);
          const written = await spec.run(db, idOf(request), request.body as z.output<B>, request);
          if (resource.entity) await touchVersion(db, resource.entity, idOf(request));
          return written;
        });
        return envelope({ [key]: recordAnswer(request, module, saved) }, spec.message);
      });
    },

    status(url: string, spec: WriteSpec & { run: (db: Database, id: string, isActive: boolean, request: FastifyRequest) => Promise<Saved> }): void {
      const response = { 200: Answered(), ...authErrorResponses, 404: missing, ...versioned(spec.conflict) };
      const schema = { summary: spec.summary, params: IdParams, headers: VersionHeaders, querystring: StatusQuery, response };
      declare('PUT', url, 'activeInactive', schema, async (request) => {
        const { isActive } = request.query as z.output<typeof StatusQuery>;
        const saved = await withAudit(app.db, auditContextOf(request, { action: 'status' }), async (db) => {
          await checked(db, request);
          return spec.run(db, idOf(request), isActive, request);
        });
        return envelope({ [key]: recordAnswer(request, module, saved) }, spec.message);
      });
    },

    remove<Q extends z.ZodType = z.ZodObject>(
      url: string,
      spec: WriteSpec & { querystring?: Q; run: (db: Database, id: string, query: z.output<Q>, request: FastifyRequest) => Promise<void> },
    ): void {
      const response = { 200: Deleted, ...authErrorResponses, 404: missing, ...versioned(spec.conflict) };
      const query = spec.querystring ? { querystring: spec.querystring } : {};
      declare('DELETE', url, 'delete', { summary: spec.summary, params: IdParams, headers: VersionHeaders, ...query, response }, async (request) => {
        await withAudit(app.db, auditContextOf(request), async (db) => {
          await checked(db, request);
          await spec.run(db, idOf(request), request.query as z.output<Q>, request);
        });
        return envelope({}, spec.message);
      });
    },
  };
}
