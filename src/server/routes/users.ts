import zlib from 'node:zlib';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OwnPasswordBody, ProfileBody } from '../../shared/auth';
import type { EventHistoryEntry } from '../../shared/events';
import { BooleanParam, listQuerySchema, MAX_LIMIT, PagingQuery } from '../../shared/listQuery';
import { MESSAGES } from '../../shared/messages';
import { denialMessage } from '../../shared/modules';
import { can } from '../../shared/permissions';
import type { AuthorityActor } from '../../shared/userAuthority';
import {
  exportFileName,
  passwordChangeError,
  USER_FILTER_KEYS,
  USER_MESSAGES,
  USER_SORT_KEYS,
  UserBody,
  userBodyIssues,
  type User,
} from '../../shared/users';
import type { Database } from '../db/client';
import { userPreferences, users } from '../db/schema';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../envelope';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../errors';
import { hashPassword, verifyPassword } from '../password';
import { enqueueMail } from '../mail/outbox';
import { passwordIssue } from '../passwordPolicy';
import { listUserEventHistory } from '../queries/attendees';
import { listMemberChoices } from '../queries/companies';
import { findUserById, fullName, toMe } from '../queries/session';
import { assertOwnUpload } from '../queries/uploads';
import { assertUserAuthority, authorityTarget } from '../queries/userAuthority';
import { streamUserCsv } from '../queries/userExport';
import {
  countUserLinks,
  deleteUser,
  getUser,
  listUsers,
  saveUser,
  setOwnPassword,
  setUserActive,
  uniqueOrConflict,
  userListPlan,
} from '../queries/users';
import { IdParams, MeSchema, RoleSchema, StatusQuery, ListTotalShape } from './schemas';

/** An event the user attended (a user's event history). */
const EventHistoryEntrySchema = z.object({
  _id: z.string(),
  event: z.object({ _id: z.string(), name: z.string(), courseCredit: z.number(), startAt: z.string() }),
  creditHours: z.number(),
  attendedAt: z.string().nullable(),
}) satisfies z.ZodType<EventHistoryEntry>;
/** Paging only: the history is always the most recent start first. */
const HistoryQuery = PagingQuery;

const MembersQuery = PagingQuery.extend({
  search: z.string().trim().max(200).optional(),
  companyId: z.uuid('must be a valid id').optional(),
});

const MemberChoiceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
});

/** The list query: the list contract plus the call's own parameters (spec 000 §7). */
const UserListQuery = listQuerySchema(USER_SORT_KEYS)
  .extend({
    companyId: z.uuid('must be a valid id').optional(),
    activeOnly: BooleanParam.optional(),
    isPurchasableListAccess: BooleanParam.optional(),
    /** false: every matching row up to the largest page, from `offset`. */
    isPagination: BooleanParam.optional(),
    download: z.enum(['csv'], { error: 'must be csv' }).optional(),
  })
  .describe(
    `filters keys: ${USER_FILTER_KEYS.join(', ')} (value formats in the README); search: name, email, NRDS id or company name; ` +
      'download=csv answers the whole filtered list as a CSV file (purchasable_list_… with isPurchasableListAccess=true)',
  );

const Ref = z.object({ _id: z.string(), name: z.string() });
const UserRefSchema = Ref.extend({ email: z.string() });
const RoleRefSchema = Ref.extend({ isActive: z.boolean() });
const nullableText = z.string().nullable();

export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameInLower: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  secondaryPhone: z.string(),
  fax: z.string(),
  picture: nullableText,
  language: z.string(),
  role: z.enum(['member', 'non-member', 'admin', 'support', 'superAdmin']),
  isActive: z.boolean(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
  company: Ref.nullable(),
  companyLocation: Ref.extend({
    nrdsId: nullableText,
    mailingAddress: z.object({
      addressLine1: z.string(),
      addressLine2: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
    }),
  }).nullable(),
  nrds: nullableText,
  reLicenseNo: z.string(),
  mncarMemberStatus: nullableText,
  mncarlMemberStatus: nullableText,
  mncarMiscellaneousStatus: nullableText,
  alowMcpeAccess: z.boolean(),
  mcpeAccessType: nullableText,
  designations: z.string(),
  dob: nullableText,
  websiteURL: z.string(),
  industryExperience: z.number().int().nullable(),
  MemberOfFollowingREALTORAssociation: nullableText,
  realStateSpecialty: z.array(z.string()),
  marketAreaSpecialty: z.array(z.string()),
  currentLineOfWork: z.array(z.string()),
  mncarMarket: z.array(z.string()),
  typeOfBusiness: z.array(z.string()),
  volunteer: z.array(z.string()),
  groups: z.array(z.string()),
  ethics: nullableText,
  orientation: nullableText,
  billToHomeAddress: z.boolean(),
  generation: nullableText,
  adminEmail: z.string(),
  adminNote: z.string(),
  cdxAccessCode: z.string(),
  biography: z.string(),
  description: z.string(),
  roles: z.array(RoleRefSchema),
  supportStaffMembers: z.array(UserRefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<User>;

const OneUser = envelopeSchema(z.object({ user: UserSchema }));

/** The picker serves User Management and the location form ('Select User', 'Select Realtor'). */
const mayPickUsers = Object.assign(
  async (request: FastifyRequest): Promise<void> => {
    const { user, roles } = request.auth!;
    const subject = { role: user.role, roles };
    // Besides the user and company screens, the picker serves registering attendees (Events edit)
    // and choosing who paid (Payment add or edit).
    const picks =
      can(subject, 'User Management', 'view') ||
      can(subject, 'Companies', 'view') ||
      can(subject, 'Events', 'edit') ||
      can(subject, 'Payment', 'add') ||
      can(subject, 'Payment', 'edit');
    if (!picks) {
      throw forbidden(denialMessage('User Management', 'view'));
    }
  },
  // Read by the route table (src/server/plugins/auth.ts) for the OpenAPI document.
  { access: 'Needs any of: User Management View, Companies View, Events Edit, Payment Add or Payment Edit permission.' },
);

/**
 * The signed-in user's whole record (the guard keeps only the columns it checks). Found a moment ago
 * by the guard; gone since means the account was deleted in between: signed out.
 */
async function signedInUserOf(db: Database, request: FastifyRequest): Promise<typeof users.$inferSelect> {
  const user = await findUserById(db, request.auth!.user.id);
  if (!user) throw unauthorized(MESSAGES.unauthorized);
  return user;
}

/** The actor as the power-field table sees them: id, type and active roles. */
const authorityActorOf = (request: FastifyRequest): AuthorityActor => ({
  id: request.auth!.user.id,
  role: request.auth!.user.role,
  roles: request.auth!.roles,
});

/** The cross-field rules of the body, then the password rule's common-password list, as one 400 that names the fields. */
function checkBody(body: UserBody, context: Parameters<typeof userBodyIssues>[1]): void {
  const issues = userBodyIssues(body, context).map((i) => i.message);
  const password = context.creating ? body.password : body.newPassword;
  if (!issues.length && password) {
    const issue = passwordIssue(password, body.email ?? context.current?.email);
    if (issue) issues.push(issue);
  }
  if (issues.length) throw badRequest(issues.join(' '));
}

/** The fields of the profile panel (ProfileBody). */
const PROFILE_KEYS = new Set(Object.keys(ProfileBody.shape));

const PreferenceParams = z.object({ key: z.string().min(1).max(200, 'must be at most 200 characters') });
const MAX_PREFERENCES = 200;
const MAX_PREFERENCE_BYTES = 50_000;

/** Users (spec 000 §7): the session user, lists, export, one, create, update, status, links, delete, preferences. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedInUser = (request: FastifyRequest) => signedInUserOf(app.db, request);

  app.get(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user and their current active roles, to refresh the stored session',
        response: {
          200: envelopeSchema(z.object({ user: MeSchema, roles: z.array(RoleSchema) })),
          401: authErrorResponses[401],
        },
      },
    },
    // The guard loads the user and their active roles afresh on every request.
    async (request) => {
      const { roles } = request.auth!;
      return envelope({ user: toMe(await signedInUser(request)), roles });
    },
  );

  app.get(
    '/users/list/members',
    {
      onRequest: [app.authenticate, mayPickUsers],
      schema: {
        tags: ['users'],
        summary: 'Active users to pick from (search by name or email, optionally of one company), by name',
        querystring: MembersQuery,
        response: {
          200: envelopeSchema(z.object({ users: z.array(MemberChoiceSchema), ...ListTotalShape })),
          ...authErrorResponses,
        },
      },
    },
    async (request) => {
      const { rows, ...counted } = await listMemberChoices(app.db, request.query);
      return envelope({ users: rows, ...counted });
    },
  );

  app.get(
    '/users/list/all',
    {
      onRequest: app.requirePermission('User Management', 'view'),
      // The CSV export is tens of megabytes: the fastest compression keeps it streaming at full speed.
      compress: { zlibOptions: { level: 1 }, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } } },
      schema: {
        tags: ['users'],
        summary: 'List users (search, filters, sort, paging), or export the whole filtered list as CSV (download=csv)',
        querystring: UserListQuery,
        response: {
          200: envelopeSchema(z.object({ users: z.array(UserSchema), ...ListTotalShape })).describe(
            'The page of users; with download=csv, a text/csv attachment instead',
          ),
          ...authErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { companyId, activeOnly, isPurchasableListAccess, isPagination, download, ...query } = request.query;
      const options = { companyId, activeOnly, purchasable: isPurchasableListAccess };
      if (download === 'csv') {
        const kind = isPurchasableListAccess ? 'purchasable' : 'report';
        const stream = await streamUserCsv(app.db, userListPlan(query, options), kind);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(kind, new Date())}"`)
          .header('cache-control', 'no-store')
          .send(stream as never); // a stream is written as it is, never serialised
      }
      const paged = isPagination === false ? { ...query, limit: MAX_LIMIT } : query;
      const { rows, ...counted } = await listUsers(app.db, paged, options);
      return envelope({ users: rows, ...counted });
    },
  );

  app.get(
    '/users/count/as/attendee/staff/:id',
    {
      onRequest: app.requirePermission('User Management', 'view'),
      schema: {
        tags: ['users'],
        summary: 'What the user is still linked to, shown before a delete',
        params: IdParams,
        response: {
          200: envelopeSchema(
            z.object({
              attendeeCount: z.number().int().describe('Events attended: the rows of the Event History'),
              registrationCount: z.number().int().describe('Registrations not attended (upcoming events, no-shows)'),
              asSupportMemberToOtherCount: z.number().int(),
              locationContactCount: z.number().int(),
            }),
          ),
          ...authErrorResponses,
          404: ErrorEnvelope,
        },
      },
    },
    async (request) => envelope(await countUserLinks(app.db, request.params.id)),
  );

  app.get(
    '/users/events/as/attendee/history/list/:id',
    {
      onRequest: app.requirePermission('User Management', 'view'),
      schema: {
        tags: ['users'],
        summary: 'The events the user attended (the most recent start first) and the credit hours earned over all of them',
        params: IdParams,
        querystring: HistoryQuery,
        response: {
          200: envelopeSchema(
            z.object({
              history: z.array(EventHistoryEntrySchema),
              total: z.number().int(),
              totalCreditHoursHistory: z.number(),
            }),
          ),
          ...authErrorResponses,
          404: ErrorEnvelope,
        },
      },
    },
    async (request) => envelope(await listUserEventHistory(app.db, request.params.id, request.query)),
  );

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

  app.put(
    '/users/me/password',
    {
      onRequest: app.authenticate,
      // Each try verifies a password hash: a stolen session must not turn into a password guesser.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: "Change one's own password (the profile panel): the current password, then the new one twice; every session ends",
        body: OwnPasswordBody,
        response: { 200: envelopeSchema(z.object({})), ...authErrorResponses, 429: ErrorEnvelope },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      const { currentPassword, newPassword, confirmPassword } = request.body;
      // 400, not 401: a wrong current password must not sign the person out.
      if (!(await verifyPassword(user.passwordHash, currentPassword))) throw badRequest(USER_MESSAGES.currentPasswordWrong);
      const issue = passwordChangeError(newPassword, confirmPassword, user.email) ?? passwordIssue(newPassword, user.email);
      if (issue) throw badRequest(issue);
      await setOwnPassword(app.db, user.id, await hashPassword(newPassword));
      return envelope({}, USER_MESSAGES.ownPasswordChanged);
    },
  );

  app.post(
    '/users/:id/password-reset-link',
    {
      onRequest: app.requirePermission('User Management', 'edit'),
      schema: {
        tags: ['users'],
        summary: "Mail the user a single-use link to choose a new password (staff never set another person's password)",
        params: IdParams,
        response: { 200: envelopeSchema(z.object({})), ...authErrorResponses, 404: ErrorEnvelope, 409: ErrorEnvelope },
      },
    },
    async (request) => {
      const target = await findUserById(app.db, request.params.id);
      if (!target) throw notFound(USER_MESSAGES.notFound);
      if (target.role === 'superAdmin' && request.auth!.user.role !== 'superAdmin') throw forbidden(USER_MESSAGES.superAdminOnly);
      if (!target.isActive) throw conflict(USER_MESSAGES.resetLinkInactive);
      await enqueueMail(app.db, { kind: 'passwordReset', userId: target.id, requestedBy: request.auth!.user.id });
      app.mailOutbox.wake();
      return envelope({}, USER_MESSAGES.resetLinkSent.replace('%{email}', target.email));
    },
  );

  app.get(
    '/users/:id',
    {
      onRequest: app.requirePermission('User Management', 'view'),
      schema: {
        tags: ['users'],
        summary: 'One user with company, location, roles and support staff',
        params: IdParams,
        response: {
          200: envelopeSchema(
            z.object({ user: UserSchema, roles: z.array(RoleRefSchema), supportStaff: z.array(UserRefSchema) }),
          ),
          ...authErrorResponses,
          404: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const user = await getUser(app.db, request.params.id);
      if (!user) throw notFound(USER_MESSAGES.notFound);
      return envelope({ user, roles: user.roles, supportStaff: user.supportStaffMembers });
    },
  );

  app.post(
    '/users/create',
    {
      onRequest: app.requirePermission('User Management', 'add'),
      schema: {
        tags: ['users'],
        summary: 'Create a user; for Staff only the Staff fields are taken',
        body: UserBody,
        response: { 200: OneUser, ...authErrorResponses, 409: ErrorEnvelope.describe('The email or NRDS id is taken') },
      },
    },
    async (request) => {
      await assertUserAuthority(app.db, authorityActorOf(request), null, request.body);
      checkBody(request.body, { creating: true, selfId: request.auth!.user.id });
      return envelope({ user: await saveUser(app.db, request.body, authorityActorOf(request)) }, USER_MESSAGES.created);
    },
  );

  app.put(
    '/users/update/:id',
    {
      // A user may always update their own profile; the handler checks the rest.
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary:
          'Update a user (fields left out keep their value; for Staff only the Staff fields are taken). ' +
          'Without User Management edit access, a user may update their own profile fields only.',
        params: IdParams,
        body: UserBody,
        response: {
          200: envelopeSchema(z.object({ user: z.union([UserSchema, MeSchema]) })),
          ...authErrorResponses,
          404: ErrorEnvelope,
          409: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { user: sessionUser, roles } = request.auth!;
      const { id } = request.params;
      const isSelf = sessionUser.id === id;
      const actor = sessionUser;
      const mayEditUsers = can({ role: actor.role, roles }, 'User Management', 'edit');
      // The profile panel sends only profile fields for oneself; Edit User sends the whole form.
      const profileOnly = Object.keys(request.body).every((key) => PROFILE_KEYS.has(key));
      if (isSelf && profileOnly) {
        return envelope({ user: await updateProfile(await signedInUser(request), request.body, mayEditUsers) }, MESSAGES.profileUpdated);
      }
      if (mayEditUsers) {
        const current = await findUserById(app.db, id);
        if (!current) throw notFound(USER_MESSAGES.notFound);
        await assertUserAuthority(app.db, authorityActorOf(request), (await authorityTarget(app.db, id))!, request.body);
        checkBody(request.body, { creating: false, selfId: actor.id, editedId: id, current });
        return envelope({ user: await saveUser(app.db, request.body, authorityActorOf(request), id) }, USER_MESSAGES.updated);
      }
      throw forbidden(denialMessage('User Management', 'edit'));
    },
  );

  /**
   * The profile panel's update of the signed-in user: names, phone and picture, and the email only
   * for those who may edit users.
   */
  async function updateProfile(actor: typeof users.$inferSelect, raw: UserBody, mayChangeEmail: boolean) {
    const parsed = ProfileBody.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw badRequest(`${issue.path.join('.')}: ${issue.message}`);
    }
    const body = parsed.data;
    const email = body.email?.toLowerCase();
    const emailChanged = Boolean(email && email !== actor.email.toLowerCase());
    if (emailChanged && !mayChangeEmail) throw badRequest('The email address cannot be changed from the profile.');
    if (body.picture && body.picture !== actor.picture) await assertOwnUpload(app.db, 'picture', body.picture);
    const name = fullName(body.firstName, body.lastName, actor.middleName);
    const [updated] = await uniqueOrConflict(() =>
      app.db
        .update(users)
        .set({
          firstName: body.firstName,
          lastName: body.lastName,
          name,
          ...(emailChanged ? { email } : {}),
          ...(body.phoneNumber !== undefined ? { phoneNumber: body.phoneNumber || null } : {}),
          ...(body.picture !== undefined ? { picture: body.picture || null } : {}),
        })
        .where(eq(users.id, actor.id))
        .returning(),
    );
    if (!updated) throw conflict(MESSAGES.stillInUse);
    return toMe(updated);
  }

  app.put(
    '/users/update/active/inactive/:id',
    {
      onRequest: app.requirePermission('User Management', 'activeInactive'),
      schema: {
        tags: ['users'],
        summary: 'Set a user active or inactive (?isActive=true|false, empty body); deactivation ends their sessions',
        params: IdParams,
        querystring: StatusQuery,
        response: { 200: OneUser, ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) =>
      envelope(
        { user: await setUserActive(app.db, request.params.id, request.query.isActive, authorityActorOf(request)) },
        USER_MESSAGES.statusUpdated,
      ),
  );

  app.delete(
    '/users/:id',
    {
      onRequest: app.requirePermission('User Management', 'delete'),
      schema: {
        tags: ['users'],
        summary: 'Delete a user: removed from support staff and location contacts, in one transaction',
        params: IdParams,
        response: { 200: envelopeSchema(z.object({})), ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      await deleteUser(app.db, request.params.id, authorityActorOf(request));
      return envelope({}, USER_MESSAGES.deleted);
    },
  );
};
