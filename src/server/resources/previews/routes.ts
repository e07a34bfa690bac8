import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MODULES } from '../../../shared/modules';
import { PREVIEW_MESSAGES, PREVIEW_MINUTES, PreviewStartBody } from '../../../shared/previews';
import { beyondMessage, cellsBeyond } from '../../../shared/roleCeiling';
import type { RoleAccessEntry } from '../../../shared/roles';
import { auditContextOf } from '../../core/auditContext';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../../core/envelope';
import { conflict, forbidden, notFound } from '../../core/errors';
import { RoleSchema } from '../../core/schemas';
import type { SessionRole } from '../../core/session';
import { getRole } from '../roles';

const PreviewAnswer = envelopeSchema(
  z.object({
    token: z.string().describe('Send it as the Bearer token while previewing; every write is refused with it'),
    expiresAt: z.string(),
    role: RoleSchema.describe('The role as previewed, the unsaved matrix included'),
  }),
);

/** The saved matrix with the unsaved flags laid over it, module by module. */
function matrixOf(saved: readonly RoleAccessEntry[], edited: PreviewStartBody['access']): RoleAccessEntry[] {
  if (!edited) return [...saved];
  return saved.map((entry) => {
    const row = edited.find((e) => e.module === entry.moduleId.name);
    return { moduleId: entry.moduleId, create: row?.create ?? false, read: row?.read ?? false, update: row?.update ?? false, delete: row?.delete ?? false };
  });
}

/** In the role's history, beside its changes: who looked at the back-office through it, and when. */
async function recordPreview(request: FastifyRequest, role: Pick<SessionRole, '_id' | 'name'>, action: 'previewStart' | 'previewEnd'): Promise<void> {
  const context = auditContextOf(request);
  if (!context) return;
  await request.server.db.execute(sql`
    insert into audit_log (actor_id, actor_name, client_ip, entity, record_id, record_label, action)
    values (${context.actorId}::uuid, ${context.actorName ?? ''}, ${context.ip}, 'roles', ${role._id}::uuid, ${role.name}, ${action})`);
}

export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/previews',
    {
      onRequest: app.requirePermission('Role Management', 'view'),
      schema: {
        tags: ['roles'],
        summary: `Start a read-only preview of the back-office as a holder of the role sees it, for ${PREVIEW_MINUTES} minutes`,
        description: "Only a role within the caller's own access may be previewed. Starting and ending are recorded in the role's history.",
        body: PreviewStartBody,
        response: { 200: PreviewAnswer, ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const saved = await getRole(app.db, request.body.roleId);
      if (!saved) throw notFound(PREVIEW_MESSAGES.roleNotFound);
      const access = matrixOf(saved.access, request.body.access);
      const { user, roles } = request.auth!;
      const beyond = cellsBeyond({ role: user.role, roles }, access);
      if (beyond.length) throw forbidden(PREVIEW_MESSAGES.beyond(beyond.map(beyondMessage).join(' ')));
      const role: SessionRole = { _id: saved._id, name: saved.name, isActive: true, access: access.filter((entry) => MODULES.includes(entry.moduleId.name as never)) };
      const { token, expiresAt } = app.signPreviewToken(request.auth!, role, PREVIEW_MINUTES);
      await recordPreview(request, role, 'previewStart');
      return envelope({ token, expiresAt: expiresAt.toISOString(), role }, PREVIEW_MESSAGES.started);
    },
  );

  app.post(
    '/previews/end',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['roles'],
        summary: 'End the preview this token belongs to; the real session goes on with its own token',
        response: { 200: envelopeSchema(z.object({})), ...authErrorResponses, 409: ErrorEnvelope },
      },
    },
    async (request) => {
      const [role] = request.auth!.roles;
      if (!request.auth!.previewOf || !role) throw conflict(PREVIEW_MESSAGES.notInPreview);
      await recordPreview(request, role, 'previewEnd');
      return envelope({}, PREVIEW_MESSAGES.ended);
    },
  );
};
