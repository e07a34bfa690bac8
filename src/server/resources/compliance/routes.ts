import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMPLIANCE_FILTER_KEYS,
  COMPLIANCE_MESSAGES,
  COMPLIANCE_SORT_KEYS,
  COMPLIANCE_STATUSES,
  COUNT_BY,
  CYCLE_BASES,
  ENDING_WITHIN_DAYS,
  type ComplianceHistory,
  type ComplianceMember,
  type ComplianceSettings,
  type ComplianceSummary,
  type ReminderPreview,
  type ReminderResult,
} from '../../../shared/compliance';
import { ComplianceSettingsBody, ReminderBody } from '../../../shared/complianceBodies';
import { COURSE_DELIVERIES } from '../../../shared/events';
import { listQuerySchema } from '../../../shared/listQuery';
import { auditContextOf, withAudit } from '../../core/auditContext';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../../core/envelope';
import { crudRoutes } from '../../core/crud';
import { enqueueMail } from '../../core/mail/outbox';
import { listExportRoute } from '../../core/listExportRoutes';
import { IdParams } from '../../core/schemas';
import { dataAnswerSchema, mayView } from '../../core/writeAnswers';
import {
  COMPLIANCE_EXPORT,
  complianceSummary,
  getComplianceHistory,
  getComplianceSettings,
  listComplianceMembers,
  planReminders,
  recordReminders,
  saveComplianceSettings,
} from './queries';
import { reminderMailFor } from './reminderMail';

const Named = z.object({ _id: z.string(), name: z.string() });

export const ComplianceMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  reLicenseNo: z.string(),
  company: Named.nullable(),
  mncarMarket: z.array(z.string()),
  cycleStart: z.string(),
  cycleEnd: z.string(),
  hoursEarned: z.number(),
  hoursRequired: z.number(),
  hoursLeft: z.number(),
  status: z.enum(COMPLIANCE_STATUSES),
  lastRemindedAt: z.string().nullable(),
}) satisfies z.ZodType<ComplianceMember>;

const SettingsSchema = z.object({
  cycleMonths: z.number().int(),
  hoursRequired: z.number(),
  cycleBasis: z.enum(CYCLE_BASES),
  cycleStart: z.string(),
  countBy: z.enum(COUNT_BY),
  deliveries: z.array(z.enum(COURSE_DELIVERIES)),
  courseIds: z.array(z.string()),
  version: z.number().int(),
  changedAt: z.string(),
  changedBy: Named.nullable(),
}) satisfies z.ZodType<ComplianceSettings>;

const HistorySchema = z.object({
  member: ComplianceMemberSchema,
  cycles: z.array(
    z.object({
      start: z.string(),
      end: z.string(),
      hoursEarned: z.number(),
      hoursRequired: z.number(),
      current: z.boolean(),
      entries: z.array(
        z.object({
          _id: z.string(),
          event: z.object({ _id: z.string(), name: z.string(), startAt: z.string() }),
          course: z.object({ _id: z.string(), code: z.string(), title: z.string() }).nullable(),
          creditHours: z.number(),
          counts: z.boolean(),
        }),
      ),
    }),
  ),
  reminders: z.array(z.object({ sentAt: z.string(), sentBy: Named.nullable(), hoursLeft: z.number() })),
}) satisfies z.ZodType<ComplianceHistory>;

const Mail = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() });
const Counts = { remindedToday: z.number().int(), notListed: z.number().int() };
const PreviewSchema = z.object({
  count: z.number().int(),
  ...Counts,
  mail: Mail.nullable().describe('null when nobody would get it, or the caller may not view the list'),
}) satisfies z.ZodType<ReminderPreview>;
const ResultSchema = z.object({ sent: z.number().int(), ...Counts }) satisfies z.ZodType<ReminderResult>;
const SettingsAnswer = z.object({ settings: SettingsSchema, history: z.array(SettingsSchema) });
const SummarySchema = z.object({
  behind: z.number().int(),
  onTrack: z.number().int(),
  complete: z.number().int(),
  behindEndingSoon: z.number().int(),
  endingSoonDays: z.number().int(),
}) satisfies z.ZodType<ComplianceSummary>;

const ComplianceListQuery = listQuerySchema(COMPLIANCE_SORT_KEYS).describe(
  `filters keys: ${COMPLIANCE_FILTER_KEYS.join(', ')} (status: one or a list of ${COMPLIANCE_STATUSES.join(', ')}; ` +
    `endingWithin: ${ENDING_WITHIN_DAYS.join(', ')} days; companyId: ids; mncarMarket: markets); search: name, email or licence number`,
);

export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  const crud = crudRoutes(app, {
    module: 'CE Compliance',
    tag: 'compliance',
    key: 'member',
    record: ComplianceMemberSchema,
    notFound: COMPLIANCE_MESSAGES.memberNotListed,
  });
  crud.list('/compliance', {
    summary: 'List licensee members with the credit hours of their current CE cycle (search, filters, sort, paging)',
    listKey: 'members',
    querystring: ComplianceListQuery,
    run: listComplianceMembers,
  });
  listExportRoute(app, 'compliance', COMPLIANCE_EXPORT);

  const read = { onRequest: app.requirePermission('CE Compliance', 'view') };

  app.get(
    '/compliance/summary',
    {
      ...read,
      schema: {
        tags: ['compliance'],
        summary: 'How many members are behind, on track and complete, and how many behind with a cycle ending soon',
        response: { 200: envelopeSchema(z.object({ summary: SummarySchema })), ...authErrorResponses },
      },
    },
    async () => envelope({ summary: await complianceSummary(app.readDb) }),
  );

  app.get(
    '/compliance/settings',
    {
      ...read,
      schema: {
        tags: ['compliance'],
        summary: 'The settings in force (their version is the one to send back) and their last 50 versions, newest first',
        response: { 200: envelopeSchema(SettingsAnswer), ...authErrorResponses },
      },
    },
    async () => envelope(await getComplianceSettings(app.db)),
  );

  app.put(
    '/compliance/settings',
    {
      onRequest: app.requirePermission('CE Compliance', 'edit'),
      schema: {
        tags: ['compliance'],
        summary: 'Save a new version of the settings; every member is recomputed in the same transaction',
        description: 'version: the one the form was loaded from; a newer version in force answers 409.',
        body: ComplianceSettingsBody,
        response: {
          200: envelopeSchema(dataAnswerSchema(SettingsAnswer)),
          ...authErrorResponses,
          409: ErrorEnvelope.describe('The settings changed since that version'),
        },
      },
    },
    async (request) => {
      await withAudit(app.db, auditContextOf(request), (db) => saveComplianceSettings(db, request.body, request.auth!.user.id));
      const answer = mayView(request, 'CE Compliance') ? await getComplianceSettings(app.db) : {};
      return envelope(answer, COMPLIANCE_MESSAGES.settingsUpdated);
    },
  );

  app.get(
    '/compliance/history/:id',
    {
      ...read,
      schema: {
        tags: ['compliance'],
        summary: "A member's attended events grouped by CE cycle (the current settings' cycles), and the reminders sent",
        params: IdParams,
        response: { 200: envelopeSchema(z.object({ history: HistorySchema })), ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) => envelope({ history: await getComplianceHistory(app.readDb, request.params.id) }),
  );

  app.post(
    '/compliance/reminders/preview',
    {
      onRequest: app.requirePermission('CE Compliance', 'add'),
      schema: {
        tags: ['compliance'],
        summary: 'How many of the chosen members a reminder would go to now, and the first one’s mail',
        description: 'Members already reminded today and ids that are not licensee members are counted apart; nothing is sent.',
        body: ReminderBody,
        response: { 200: envelopeSchema(PreviewSchema), ...authErrorResponses },
      },
    },
    async (request) => {
      const plan = await planReminders(app.readDb, request.body.userIds);
      const first = mayView(request, 'CE Compliance') ? plan.due[0] : undefined;
      const mail = first ? await reminderMailFor(app.readDb, first, app.mailOutbox.context.publicUrl) : null;
      return envelope({ count: plan.due.length, remindedToday: plan.remindedToday, notListed: plan.notListed, mail });
    },
  );

  app.post(
    '/compliance/reminders',
    {
      onRequest: app.requirePermission('CE Compliance', 'add'),
      schema: {
        tags: ['compliance'],
        summary: 'Send a reminder mail to each chosen member not yet reminded today, through the outbox',
        description: 'Each reminder is recorded on the member; a second one the same day (the association’s) is skipped.',
        body: ReminderBody,
        response: { 200: envelopeSchema(ResultSchema), ...authErrorResponses },
      },
    },
    async (request) => {
      const result = await withAudit(app.db, auditContextOf(request), async (db) => {
        const plan = await planReminders(db, request.body.userIds);
        const recorded = await recordReminders(db, plan.due, request.auth!.user.id);
        for (const { id } of recorded) await enqueueMail(db, { kind: 'complianceReminder', reminderId: id });
        return { sent: recorded.length, remindedToday: plan.remindedToday + plan.due.length - recorded.length, notListed: plan.notListed };
      });
      if (result.sent) app.mailOutbox.wake();
      return envelope(result, COMPLIANCE_MESSAGES.remindersSent(result.sent));
    },
  );
};
