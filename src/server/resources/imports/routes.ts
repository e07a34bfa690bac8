import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  IMPORT_BUSY,
  IMPORT_CANCELLABLE,
  IMPORT_ENTITIES,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  IMPORT_UNDOABLE,
  ImportCheckBody,
  ImportIssueSchema,
  ImportRunBody,
  ImportSchema,
  importSettingsIssue,
  type Import,
  type ImportEntity,
  type ImportStatus,
} from '../../../shared/imports';
import { denialMessage, type Action, type ModuleName } from '../../../shared/modules';
import { can } from '../../../shared/permissions';
import { importIssues, imports, type ImportRow } from '../../db/schema';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../../core/envelope';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { ImportFileError } from '../../core/imports/csv';
import { sweepStaleImports } from '../../core/imports/jobs';
import type { ImportActor } from '../../core/imports/entityJob';
import { storeImportFile } from '../../core/imports/store';
import { assertMayUndo } from '../../core/imports/undo';
import { neutraliseCell } from '../../core/csvExport';
import { csvResponse, sendCsv } from '../../core/csv';
import { IdParams } from '../../core/schemas';

const ENTITY_MODULE: Record<ImportEntity, ModuleName> = { users: 'User Management', companies: 'Companies' };
const REVEAL = { create: 'add', update: 'edit' } as const satisfies Record<string, Action>;

const OneImport = envelopeSchema(z.object({ import: ImportSchema }));
const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toImport(row: ImportRow): Import {
  return {
    _id: row.id,
    entity: row.entity as ImportEntity,
    fileName: row.fileName,
    fileBytes: row.fileBytes,
    rowCount: row.rowCount,
    headers: row.headers,
    samples: row.samples,
    columnValues: row.columnValues,
    filledCounts: row.filledCounts,
    status: row.status,
    mapping: row.mapping,
    valueMaps: row.valueMaps,
    match: row.match,
    dateFormat: row.dateFormat,
    unknownCompany: row.unknownCompany,
    allOrNothing: row.allOrNothing,
    checkedCounts: row.checkedCounts,
    checkedNotes: row.checkedNotes,
    counts: row.counts,
    rowsDone: row.rowsDone,
    issueCount: row.issueCount,
    message: row.message,
    cancelRequested: row.cancelRequested,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    undoneAt: iso(row.undoneAt),
    undoneByName: row.undoneByName,
    undoRecords: row.undoRecords,
  };
}

const subjectOf = (request: FastifyRequest) => ({ role: request.auth!.user.role, roles: request.auth!.roles });
const entitiesOf = (request: FastifyRequest) => IMPORT_ENTITIES.filter((entity) => can(subjectOf(request), ENTITY_MODULE[entity], 'add'));

function assertMay(request: FastifyRequest, entity: ImportEntity, action: Action): void {
  const module = ENTITY_MODULE[entity];
  if (!can(subjectOf(request), module, action)) throw forbidden(denialMessage(module, action));
}

const actorOf = (request: FastifyRequest): ImportActor => ({
  id: request.auth!.user.id,
  role: request.auth!.user.role,
  roles: request.auth!.roles,
  name: request.auth!.user.name,
  ip: request.ip,
});

/**
 * Every route needs the add permission of the import's module; a match that updates records also
 * needs edit, and undo what undoing does (delete, edit), as by hand.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const load = async (request: FastifyRequest, id: string): Promise<ImportRow> => {
    await sweepStaleImports(app.db);
    const [row] = await app.db.select().from(imports).where(eq(imports.id, id));
    if (!row || !(entitiesOf(request) as string[]).includes(row.entity)) throw notFound(IMPORT_MESSAGES.notFound);
    return row;
  };

  /** One statement, so two requests on any instances cannot both start a job. */
  const claim = async (row: ImportRow, from: ImportStatus[], set: PgUpdateSetSource<typeof imports>): Promise<ImportRow | undefined> => {
    const now = new Date();
    const [claimed] = await app.db
      .update(imports)
      .set({ counts: null, rowsDone: 0, issueCount: 0, message: null, cancelRequested: false, startedAt: now, finishedAt: null, heartbeatAt: now, ...set })
      .where(and(eq(imports.id, row.id), inArray(imports.status, from)))
      .returning();
    if (claimed) await app.db.delete(importIssues).where(eq(importIssues.importId, row.id));
    return claimed;
  };

  app.post(
    '/imports/:entity/upload',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['imports'],
        summary: `Upload a CSV file to import (multipart field "file"; UTF-8, comma or semicolon separated, up to ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB and ${IMPORT_LIMITS.maxRows.toLocaleString('en-US')} rows): stored and read once for its columns; nothing is imported yet`,
        params: z.object({ entity: z.enum(IMPORT_ENTITIES) }),
        consumes: ['multipart/form-data'],
        response: { 200: OneImport, ...authErrorResponses },
      },
    },
    async (request) => {
      const { entity } = request.params;
      assertMay(request, entity, 'add');
      if (!request.isMultipart()) throw badRequest(IMPORT_MESSAGES.noFile);
      // One byte more, so the file's own limit is what refuses, with its own message.
      const file = await request.file({ limits: { fileSize: IMPORT_LIMITS.maxBytes + 1, files: 1 } });
      if (!file || file.fieldname !== 'file') throw badRequest(IMPORT_MESSAGES.noFile);
      try {
        const row = await storeImportFile(app.db, entity, file.filename || 'import.csv', file.file, { id: request.auth!.user.id, name: request.auth!.user.name });
        return envelope({ import: toImport(row) }, IMPORT_MESSAGES.uploaded);
      } catch (err) {
        if (err instanceof ImportFileError) throw badRequest(err.message);
        throw err;
      }
    },
  );

  app.get(
    '/imports/list',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['imports'],
        summary: 'The imports the person may see (their modules\' add permission), newest first',
        querystring: z.object({
          offset: z.coerce.number().int().min(0).default(0),
          limit: z.coerce.number().int().min(1).max(100).default(10),
          entity: z.enum(IMPORT_ENTITIES).optional(),
        }),
        response: { 200: envelopeSchema(z.object({ imports: z.array(ImportSchema), total: z.number().int() })), ...authErrorResponses },
      },
    },
    async (request) => {
      await sweepStaleImports(app.db);
      const { offset, limit, entity } = request.query;
      const allowed = entitiesOf(request).filter((e) => !entity || e === entity);
      if (allowed.length === 0) {
        if (entity) assertMay(request, entity, 'add');
        throw forbidden(denialMessage('User Management', 'add'));
      }
      const where = inArray(imports.entity, allowed);
      const rows = await app.db.select().from(imports).where(where).orderBy(desc(imports.createdAt), desc(imports.id)).limit(limit).offset(offset);
      const [total] = await app.db.select({ n: count() }).from(imports).where(where);
      return envelope({ imports: rows.map(toImport), total: total!.n });
    },
  );

  app.get(
    '/imports/:id',
    {
      onRequest: app.authenticate,
      schema: { tags: ['imports'], summary: 'One import: its file, settings, status, progress and counts', params: IdParams, response: { 200: OneImport, ...authErrorResponses, 404: ErrorEnvelope } },
    },
    async (request) => envelope({ import: toImport(await load(request, request.params.id)) }),
  );

  const IssuesQuery = z.object({ offset: z.coerce.number().int().min(0).default(0), limit: z.coerce.number().int().min(1).max(500).default(50) });
  app.get(
    '/imports/:id/issues',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['imports'],
        summary: "The rows the last dry run or run refused: line, column and why (the first 10,000)",
        params: IdParams,
        querystring: IssuesQuery,
        response: { 200: envelopeSchema(z.object({ issues: z.array(ImportIssueSchema), total: z.number().int() })), ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const row = await load(request, request.params.id);
      const issues = await app.db
        .select({ line: importIssues.line, column: importIssues.column, message: importIssues.message })
        .from(importIssues)
        .where(eq(importIssues.importId, row.id))
        .orderBy(asc(importIssues.line), asc(importIssues.id))
        .limit(request.query.limit)
        .offset(request.query.offset);
      return envelope({ issues, total: row.issueCount });
    },
  );

  app.get(
    '/imports/:id/issues/csv',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['imports'],
        summary: 'The refused rows as a CSV file (Line, Column, Problem)',
        params: IdParams,
        response: { 200: csvResponse('The CSV file'), ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const row = await load(request, request.params.id);
      const issues = await app.db
        .select({ line: importIssues.line, column: importIssues.column, message: importIssues.message })
        .from(importIssues)
        .where(eq(importIssues.importId, row.id))
        .orderBy(asc(importIssues.line), asc(importIssues.id));
      const csv = stringify({ header: true, columns: ['Line', 'Column', 'Problem'], bom: true });
      for (const issue of issues) csv.write([issue.line, neutraliseCell(issue.column), neutraliseCell(issue.message)]);
      csv.end();
      const base = row.fileName.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '_').slice(0, 80) || 'import';
      return sendCsv(reply, `${base}-problems.csv`, csv);
    },
  );

  app.post(
    '/imports/:id/check',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['imports'],
        summary: 'Start the dry run with these settings: every row checked with the forms\' rules; nothing is written. Poll the import for its progress and counts',
        params: IdParams,
        body: ImportCheckBody,
        response: { 200: OneImport, ...authErrorResponses, 404: ErrorEnvelope, 409: ErrorEnvelope.describe('A job is working on it, or it has run') },
      },
    },
    async (request) => {
      const row = await load(request, request.params.id);
      const entity = row.entity as ImportEntity;
      if (request.body.match !== 'create') assertMay(request, entity, REVEAL.update);
      if (request.body.unknownCompany === 'create' && !can(subjectOf(request), 'Companies', 'add')) throw forbidden(IMPORT_MESSAGES.needsCompanyAdd);
      const issue = importSettingsIssue(entity, row.headers.length, request.body);
      if (issue) throw badRequest(issue);
      const claimed = await claim(row, ['uploaded', 'checked'], {
        status: 'checking',
        mapping: request.body.mapping,
        valueMaps: request.body.valueMaps,
        match: request.body.match,
        dateFormat: request.body.dateFormat,
        unknownCompany: request.body.unknownCompany,
        checkedCounts: null,
        checkedNotes: null,
        // The database's clock, which stamps the versions it is compared with.
        checkedFrom: sql`now()`,
      });
      if (!claimed) throw conflict(IMPORT_BUSY.includes(row.status) ? IMPORT_MESSAGES.busy : IMPORT_MESSAGES.alreadyRun);
      app.importJobs.start(claimed, 'check', actorOf(request));
      return envelope({ import: toImport(claimed) }, IMPORT_MESSAGES.checkStarted);
    },
  );

  app.post(
    '/imports/:id/run',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['imports'],
        summary: 'Run the import with the settings of its dry run, as a job on the server (it goes on if the browser closes). Poll the import for its progress',
        params: IdParams,
        body: ImportRunBody,
        response: { 200: OneImport, ...authErrorResponses, 404: ErrorEnvelope, 409: ErrorEnvelope.describe('Not checked yet, busy, or run already') },
      },
    },
    async (request) => {
      const row = await load(request, request.params.id);
      const entity = row.entity as ImportEntity;
      if (row.match !== 'create') assertMay(request, entity, REVEAL.update);
      if (row.unknownCompany === 'create' && !can(subjectOf(request), 'Companies', 'add')) throw forbidden(IMPORT_MESSAGES.needsCompanyAdd);
      const claimed = await claim(row, ['checked'], { status: 'running', allOrNothing: request.body.allOrNothing });
      if (!claimed) throw conflict(row.status === 'uploaded' ? IMPORT_MESSAGES.checkFirst : IMPORT_BUSY.includes(row.status) ? IMPORT_MESSAGES.busy : IMPORT_MESSAGES.alreadyRun);
      app.importJobs.start(claimed, 'run', actorOf(request));
      return envelope({ import: toImport(claimed) }, IMPORT_MESSAGES.runStarted);
    },
  );

  app.post(
    '/imports/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['imports'],
        summary: 'Stop the dry run or run after its current batch (a run keeps the rows written, which can be undone; an all-or-nothing run keeps none)',
        params: IdParams,
        response: { 200: OneImport, ...authErrorResponses, 404: ErrorEnvelope, 409: ErrorEnvelope.describe('Not running') },
      },
    },
    async (request) => {
      const row = await load(request, request.params.id);
      const [updated] = await app.db
        .update(imports)
        .set({ cancelRequested: true })
        .where(and(eq(imports.id, row.id), inArray(imports.status, [...IMPORT_CANCELLABLE])))
        .returning();
      if (!updated) throw conflict(IMPORT_MESSAGES.notRunning);
      return envelope({ import: toImport(updated) }, IMPORT_MESSAGES.cancelRequested);
    },
  );

  app.post(
    '/imports/:id/undo',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['imports'],
        summary:
          'Start undoing a run, as a job on the server: the records it created are deleted and the fields it changed put back, in one transaction recorded in the audit history. ' +
          'Poll the import: it ends undone, or back in its state with nothing undone and its message saying why (a record it wrote was changed since: the message names them). ' +
          'Needs delete for created records and edit for updated ones',
        params: IdParams,
        response: { 200: OneImport, ...authErrorResponses, 404: ErrorEnvelope, 409: ErrorEnvelope.describe('Not undoable, busy, or the audit history is off') },
      },
    },
    async (request) => {
      const row = await load(request, request.params.id);
      const entity = row.entity as ImportEntity;
      if (!app.auditEnabled) throw conflict(IMPORT_MESSAGES.auditOff);
      if (!IMPORT_UNDOABLE.includes(row.status)) throw conflict(IMPORT_BUSY.includes(row.status) ? IMPORT_MESSAGES.busy : IMPORT_MESSAGES.notUndoable);
      await assertMayUndo(app.db, row.id, entity, actorOf(request));
      const now = new Date();
      // From the state it was read in only, so two requests (on any instances) cannot both start one.
      const [claimed] = await app.db
        .update(imports)
        .set({ status: 'undoing', undoFrom: row.status, undoneAt: now, undoneByName: request.auth!.user.name, undoRecords: null, rowsDone: 0, message: null, cancelRequested: false, heartbeatAt: now })
        .where(and(eq(imports.id, row.id), eq(imports.status, row.status)))
        .returning();
      if (!claimed) throw conflict(IMPORT_MESSAGES.busy);
      app.importJobs.start(claimed, 'undo', actorOf(request));
      return envelope({ import: toImport(claimed) }, IMPORT_MESSAGES.undoStarted);
    },
  );
};
