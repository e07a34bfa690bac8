import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../shared/messages';
import { PREVIEW_MESSAGES } from '../../shared/previews';
import { denialMessage, type Action, type ModuleName } from '../../shared/modules';
import { can } from '../../shared/permissions';
import { cellsBeyond } from '../../shared/roleCeiling';
import type { AuthorityActor } from '../../shared/userAuthority';
import type { User } from '../db/schema';
import { forbidden, unauthorized } from '../core/errors';
import { prepareSessionLookup, type SessionRole, type SessionUser } from '../core/session';

export interface TokenPayload {
  sub: string;
  /** A new token version ends every token issued before it. */
  tv: number;
  sid: string;
  /** A preview: the back-office as a holder of this role sees it, read-only. */
  pv?: SessionRole;
  iat?: number;
  exp?: number;
}

export interface AuthContext {
  /** Only the columns the guard checks; a route that needs more reads the user itself. */
  user: SessionUser;
  roles: SessionRole[];
  sessionId: string;
  /** In a preview: the real user's type and roles, while `user` and `roles` are the previewed holder's. */
  previewOf?: { role: SessionUser['role']; roles: SessionRole[] };
}

export interface SignedToken {
  token: string;
  expiresAt: Date;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

export interface RouteGate {
  method: string;
  url: string;
  permission?: { module: ModuleName; action: Action };
  session: boolean;
  /** In words, for the OpenAPI document, when another onRequest hook decides. */
  access?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteGate[];
    /** onRequest, before validation, so a request without access learns nothing else. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest, before validation, so a request without access learns nothing else. */
    requirePermission: (module: ModuleName, action: Action) => onRequestAsyncHookHandler;
    signToken: (user: Pick<User, 'id' | 'tokenVersion'>, sessionId: string) => SignedToken;
    /** The same session, seen as a Staff holder of `role` only, for a few minutes. */
    signPreviewToken: (auth: AuthContext, role: SessionRole, minutes: number) => SignedToken;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface AuthPluginOptions {
  secret: string;
  tokenTtl: string;
}

const PREVIEW_READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Reads sent as POST (a list's Export Table, a reminder's preview), and the end of the preview. */
const PREVIEW_POSTS = ['/export/', '/previews/end', '/compliance/reminders/preview'];

// Any version, which z.uuid() would not accept.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * Loads the user, session and roles afresh on every request, so deactivation, sign-out, a password
 * reset or a role change take effect on the very next one.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: opts.tokenTtl } });
  app.decorateRequest('auth', null);

  const signed = (token: string): SignedToken => ({ token, expiresAt: new Date(app.jwt.decode<TokenPayload>(token)!.exp! * 1000) });
  app.decorate('signToken', (user: Pick<User, 'id' | 'tokenVersion'>, sessionId: string): SignedToken =>
    signed(app.jwt.sign({ sub: user.id, tv: user.tokenVersion, sid: sessionId })),
  );
  app.decorate('signPreviewToken', (auth: AuthContext, role: SessionRole, minutes: number): SignedToken =>
    signed(app.jwt.sign({ sub: auth.user.id, tv: auth.user.tokenVersion, sid: auth.sessionId, pv: role }, { expiresIn: `${minutes}m` })),
  );

  // What an authenticated request answers is someone's data: never kept by a browser or a proxy.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.auth && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  const lookupSession = prepareSessionLookup(app.db);

  async function authenticate(request: FastifyRequest): Promise<void> {
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch {
      throw unauthorized(MESSAGES.unauthorized);
    }
    // A token that never expires, or ids PostgreSQL would refuse with an error, is not a session of ours.
    if (typeof payload.exp !== 'number' || !isUuid(payload.sub) || !isUuid(payload.sid) || typeof payload.tv !== 'number') {
      throw unauthorized(MESSAGES.unauthorized);
    }
    const found = await lookupSession(payload.sub, payload.sid);
    if (!found || !found.user.isActive || found.user.tokenVersion !== payload.tv) throw unauthorized(MESSAGES.unauthorized);
    if (!payload.pv) {
      request.auth = { user: found.user, roles: found.roles, sessionId: payload.sid };
      return;
    }
    // A preview never shows more than its viewer may see now: one whose access shrank since ends.
    if (cellsBeyond({ role: found.user.role, roles: found.roles }, payload.pv.access).length) throw unauthorized(MESSAGES.unauthorized);
    // Whatever the role allows, a preview writes nothing: only reads and ending it pass.
    if (!PREVIEW_READS.has(request.method) && !PREVIEW_POSTS.some((tail) => request.routeOptions.url?.includes(tail))) throw forbidden(PREVIEW_MESSAGES.readOnly);
    request.auth = {
      user: { ...found.user, role: 'admin' },
      roles: [payload.pv],
      sessionId: payload.sid,
      previewOf: { role: found.user.role, roles: found.roles },
    };
  }

  app.decorate('authenticate', authenticate);
  app.decorate('requirePermission', (module: ModuleName, action: Action) =>
    Object.assign(
      async (request: FastifyRequest) => {
        await authenticate(request);
        const { user, roles } = request.auth!;
        if (!can({ role: user.role, roles }, module, action)) throw forbidden(denialMessage(module, action));
      },
      { permission: { module, action } },
    ),
  );

  // The permission-matrix test walks this table, so a new route is covered without a case of its own.
  const routeTable: RouteGate[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest ?? []].flat() as unknown[];
    const guard = hooks.find((h): h is { permission: RouteGate['permission'] } => typeof h === 'function' && 'permission' in h);
    const described = hooks.find((h): h is { access: string } => typeof h === 'function' && 'access' in h);
    const methods = [route.method].flat();
    for (const method of methods) {
      routeTable.push({
        method,
        url: route.url,
        permission: guard?.permission,
        session: guard !== undefined || hooks.includes(authenticate),
        access: described?.access,
      });
    }
  });
});

export function actorOf(request: FastifyRequest): AuthorityActor {
  const { user, roles } = request.auth!;
  return { id: user.id, role: user.role, roles };
}
