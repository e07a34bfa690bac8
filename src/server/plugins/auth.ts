import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../shared/messages';
import { denialMessage, type Action, type ModuleName } from '../../shared/modules';
import { can } from '../../shared/permissions';
import type { AuthorityActor } from '../../shared/userAuthority';
import type { User } from '../db/schema';
import { forbidden, unauthorized } from '../core/errors';
import { prepareSessionLookup, type SessionRole, type SessionUser } from '../core/session';

export interface TokenPayload {
  /** The user id. */
  sub: string;
  /** The user's token version when the token was issued. */
  tv: number;
  /** The sessions row of this sign-in. */
  sid: string;
  /** Issued-at and expiry, in seconds; set by the signer (tests set `iat` to make an expired token). */
  iat?: number;
  exp?: number;
}

export interface AuthContext {
  /** The columns the guard checks; a route that needs more of the user reads it (findUserById). */
  user: SessionUser;
  roles: SessionRole[];
  /** The sessions row the token names: sign-out ends this one. */
  sessionId: string;
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

/** A route and what stands in front of it. */
export interface RouteGate {
  method: string;
  url: string;
  /** The module permission it needs (app.requirePermission), if any. */
  permission?: { module: ModuleName; action: Action };
  /** It needs a signed-in session (app.authenticate or app.requirePermission). */
  session: boolean;
  /** Who may call it, in words, when another onRequest hook decides (that hook's `access` property): the OpenAPI document says it. */
  access?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route declared after the auth plugin, with its gate (tests walk it). */
    routeTable: RouteGate[];
    /** onRequest hook (before validation, so a request without access learns nothing else): a valid token of an active user; sets request.auth. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest hook (before validation, so a request without access learns nothing else): authenticate, then the module permission for the action. */
    requirePermission: (module: ModuleName, action: Action) => onRequestAsyncHookHandler;
    /** A token for the user's session `sessionId`, and when it expires (the session row expires with it). */
    signToken: (user: Pick<User, 'id' | 'tokenVersion'>, sessionId: string) => SignedToken;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface AuthPluginOptions {
  secret: string;
  tokenTtl: string;
}

// Any id in PostgreSQL's canonical uuid form, whatever its version (z.uuid() would refuse some).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * Checks the bearer token on every request that needs it, and loads the user, their session and
 * their roles afresh each time, so that deactivation, sign-out, a password reset or a role change
 * take effect on the very next request.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: opts.tokenTtl } });
  app.decorateRequest('auth', null);

  app.decorate('signToken', (user: Pick<User, 'id' | 'tokenVersion'>, sessionId: string): SignedToken => {
    const token = app.jwt.sign({ sub: user.id, tv: user.tokenVersion, sid: sessionId });
    const { exp } = app.jwt.decode<TokenPayload>(token)!;
    return { token, expiresAt: new Date(exp! * 1000) };
  });

  // What an authenticated request answers is someone's data: never kept by a browser or a proxy.
  // A route that chose its own header (a file download) keeps it; public routes never have request.auth.
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
    // Checked before any query: a token that never expires, or ids that are not UUIDs (which
    // PostgreSQL would refuse with an error), is simply not a session of ours.
    if (typeof payload.exp !== 'number' || !isUuid(payload.sub) || !isUuid(payload.sid) || typeof payload.tv !== 'number') {
      throw unauthorized(MESSAGES.unauthorized);
    }
    const found = await lookupSession(payload.sub, payload.sid);
    if (!found || !found.user.isActive || found.user.tokenVersion !== payload.tv) throw unauthorized(MESSAGES.unauthorized);
    request.auth = { user: found.user, roles: found.roles, sessionId: payload.sid };
  }

  app.decorate('authenticate', authenticate);
  app.decorate('requirePermission', (module: ModuleName, action: Action) =>
    Object.assign(
      async (request: FastifyRequest) => {
        await authenticate(request);
        const { user, roles } = request.auth!;
        if (!can({ role: user.role, roles }, module, action)) throw forbidden(denialMessage(module, action));
      },
      // Read by the route table below.
      { permission: { module, action } },
    ),
  );

  // Every route and the gate in front of it, as the routes declared them: the permission-matrix
  // test walks this table, so a new route is covered without anyone writing a case for it.
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

/** The signed-in actor of a request that passed the guard: id, user type and active roles. */
export function actorOf(request: FastifyRequest): AuthorityActor {
  const { user, roles } = request.auth!;
  return { id: user.id, role: user.role, roles };
}
