import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_FILTER_KEYS, AUDIT_SORT_KEYS, AuditEntrySchema } from '../../../shared/audit';
import { listQuerySchema } from '../../../shared/listQuery';
import { auditContextOf } from '../../core/auditContext';
import { actorOf } from '../../plugins/auth';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../../core/envelope';
import { conflict, notFound } from '../../core/errors';
import { AUDIT_EXPORT, getAudit, listAudit, listOwnAudit } from './queries';
import { REVERT_MESSAGES, revertEntry } from './revert';
import { crudRoutes } from '../../core/crud';
import { listExportRoute } from '../../core/listExportRoutes';
import { recordAnswer, recordAnswerSchema } from '../../core/writeAnswers';

const AuditListQuery = listQuerySchema(AUDIT_SORT_KEYS).describe(
  `filters keys: ${AUDIT_FILTER_KEYS.join(', ')} (actor: a user id or a list; entity: one or a list of ${AUDIT_ENTITIES.join(', ')}; ` +
    `record: a record id or a list, with its attachments' entries (a company's locations, an event's attendance); ` +
    `action: one or a list of ${AUDIT_ACTIONS.join(', ')}; at: a date range from,to); search: the actor's or the record's name`,
);

const ENTRY_NOT_FOUND = 'This audit entry does not exist.';

export const OWN_AUDIT_LIMIT = 20;

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const crud = crudRoutes(app, {
    module: 'Audit Log',
    tag: 'audit',
    key: 'auditLog',
    record: AuditEntrySchema,
    notFound: ENTRY_NOT_FOUND,
  });
  crud.list('/audit/list', {
    summary: 'The audit history, newest first: who changed what, field by field, and the security events (record: one record\'s history)',
    listKey: 'auditLogs',
    querystring: AuditListQuery,
    run: listAudit,
  });
  listExportRoute(app, 'audit', AUDIT_EXPORT);

  const EntryParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'must be an entry number') });

  app.get(
    '/audit/:id',
    {
      onRequest: app.requirePermission('Audit Log', 'view'),
      schema: {
        tags: ['audit'],
        summary: 'One entry of the audit history, by its number',
        params: EntryParams,
        response: { 200: envelopeSchema(z.object({ auditLog: AuditEntrySchema })), ...authErrorResponses, 404: ErrorEnvelope.describe('No such entry') },
      },
    },
    async (request) => {
      const entry = await getAudit(app.db, Number(request.params.id));
      if (!entry) throw notFound(ENTRY_NOT_FOUND);
      return envelope({ auditLog: entry });
    },
  );

  app.post(
    '/audit/:id/revert',
    {
      onRequest: app.requirePermission('Audit Log', 'edit'),
      schema: {
        tags: ['audit'],
        summary:
          "Put an entry's changes back (fields: the history's field names; all when left out), or restore the record a deletion " +
          "entry removed. Also needs the record's module: edit to revert, add to restore; a user's power fields follow the user form's rules",
        params: EntryParams,
        body: z.object({ fields: z.array(z.string().max(200)).max(200).optional() }).default({}),
        response: {
          200: envelopeSchema(z.object({ auditLog: recordAnswerSchema(AuditEntrySchema) })),
          ...authErrorResponses,
          404: ErrorEnvelope.describe('No such entry'),
          409: ErrorEnvelope.describe('A field changed again since (the message names the newer change), the record is gone or is back, or a reference is gone'),
        },
      },
    },
    async (request) => {
      const context = auditContextOf(request);
      // A revert is itself a change in the history: none while the history is off.
      if (!context) throw conflict(REVERT_MESSAGES.off);
      const { entry, restored } = await revertEntry(
        app.db,
        { ...actorOf(request), context },
        Number(request.params.id),
        request.body.fields,
      );
      return envelope({ auditLog: recordAnswer(request, 'Audit Log', entry) }, restored ? REVERT_MESSAGES.restored : REVERT_MESSAGES.reverted);
    },
  );

  app.get(
    '/audit/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['audit'],
        summary: `The signed-in user's own latest ${OWN_AUDIT_LIMIT} entries (the quick panel), whatever their permissions`,
        response: { 200: envelopeSchema(z.object({ auditLogs: z.array(AuditEntrySchema) })), 401: authErrorResponses[401] },
      },
    },
    async (request) => envelope({ auditLogs: await listOwnAudit(app.db, request.auth!.user.id, OWN_AUDIT_LIMIT) }),
  );
};
