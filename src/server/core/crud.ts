import type { FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditEntity } from '../../shared/audit';
import type { Action, ModuleName } from '../../shared/modules';
import { auditContextOf, withAudit } from './auditContext';
import type { Database } from '../db/client';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from './envelope';
import { notFound } from './errors';
import type { ListResult } from './list';
import { assertVersion, ConflictEnvelope, setVersionTag, touchVersion, versionOf, VersionHeaders } from './recordVersion';
import { IdParams, ListTotalShape, StatusQuery } from './schemas';
import { namingAField, recordAnswer, recordAnswerSchema } from './writeAnswers';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What a resource's standard routes share. */
export interface CrudResource<R extends z.ZodType> {
  module: ModuleName;
  /** The table its versions and history are kept in; a read-only resource (the audit log) has none. */
  entity?: AuditEntity;
  tag: string;
  /** The answer's key for one record: `{ course: … }`. */
  key: string;
  record: R;
  /** The answer to an unknown id on the get-one route. */
  notFound: string;
}

interface RouteSpec {
  /** The OpenAPI summary; its description adds who may call the route (src/server/core/openapi.ts). */
  summary: string;
}
interface WriteSpec extends RouteSpec {
  /** The envelope's message on success. */
  message: string;
  /** What else than a stale version the route answers 409 for, for the OpenAPI document. */
  conflict?: string;
}

/**
 * A resource's standard routes (list, one, create, update, the active/inactive toggle, delete), one
 * builder each: the builder gates the route with the module permission its kind needs (list and
 * one: view, create: add, update: edit, the toggle: activeInactive, delete: delete), declares the
 * id, query and body schemas, the answer's envelope and the error answers, and wraps the query
 * function's result in the envelope. Writes run in one transaction recorded in the audit history
 * as the signed-in user's (src/server/core/auditContext.ts), and answer the saved record only to those
 * who may view the module (writeAnswers.ts). The resource gives the spec's path, the summary, the schemas
 * and the query function; a route of another shape stays hand-written beside the builders' calls.
 */
export function crudRoutes<R extends z.ZodType>(app: App, resource: CrudResource<R>) {
  type Saved = z.output<R>;
  const { module, tag, key, record } = resource;
  const oneOf = (schema: z.ZodType) => envelopeSchema(z.object({ [key]: schema }));
  const One = oneOf(record);
  const Answered = (answer: z.ZodType = record) => oneOf(recordAnswerSchema(answer));
  const Deleted = envelopeSchema(z.object({}));
  const missing = ErrorEnvelope.describe(`No ${key} has this id`);
  const conflictOf = (description: string | undefined) => (description ? { 409: ErrorEnvelope.describe(description) } : {});
  const versioned = (description: string | undefined) => ({
    409: ConflictEnvelope.describe(`The record changed since the version in If-Match (body.conflict)${description ? `; or: ${description}` : ''}`),
  });
  /** Inside the write's transaction: the version the writer loaded must still be the record's. */
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
    /** `{ [listKey]: rows, total, totalExact }`, gated by view. */
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

    /** `{ [key]: record }` or 404 with the resource's notFound message, gated by view. */
    get(url: string, spec: RouteSpec & { run: (db: Database, id: string) => Promise<Saved | undefined> }): void {
      const response = { 200: One, ...authErrorResponses, 404: missing };
      declare('GET', url, 'view', { summary: spec.summary, params: IdParams, response }, async (request, reply) => {
        const found = await spec.run(app.db, idOf(request));
        if (!found) throw notFound(resource.notFound);
        setVersionTag(reply, found);
        return envelope({ [key]: found });
      });
    },

    /** `{ [key]: saved }`, gated by add. `answer` replaces the record's schema under the key (run then answers that). */
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

    /** `{ [key]: saved }`, gated by edit; `answer` as for create. */
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

    /** `?isActive=true|false` with an empty body: `{ [key]: saved }`, gated by activeInactive. */
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

    /** `{}`, gated by delete; a `querystring` of its own reaches run parsed. */
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
