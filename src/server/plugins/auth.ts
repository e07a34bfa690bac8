import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../shared/messages';
import { denialMessage, type Action, type ModuleName } from '../../shared/modules';
import { can } from '../../shared/permissions';
import type { User } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { findUserById, rolesOfUser, type SessionRole } from '../queries/session';

export interface TokenPayload {
  sub: string;
  /** The user's token version when the token was issued. */
  tv: number;
  /** Issued-at, in seconds; set by the signer (tests set it to make an expired token). */
  iat?: number;
}

export interface AuthContext {
  user: User;
  roles: SessionRole[];
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook (before validation, so a request without access learns nothing else): a valid token of an active user; sets request.auth. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest hook (before validation, so a request without access learns nothing else): authenticate, then the module permission for the action. */
    requirePermission: (module: ModuleName, action: Action) => onRequestAsyncHookHandler;
    signToken: (user: Pick<User, 'id' | 'tokenVersion'>) => string;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface AuthPluginOptions {
  secret: string;
  tokenTtl: string;
}

/**
 * Checks the bearer token on every request that needs it, and loads the user and their roles
 * afresh each time, so that deactivation, sign-out, a password reset or a role change take effect
 * on the very next request.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: opts.tokenTtl } });
  app.decorateRequest('auth', null);

  app.decorate('signToken', (user: Pick<User, 'id' | 'tokenVersion'>) =>
    app.jwt.sign({ sub: user.id, tv: user.tokenVersion }),
  );

  async function authenticate(request: FastifyRequest): Promise<void> {
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch {
      throw unauthorized(MESSAGES.unauthorized);
    }
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') throw unauthorized(MESSAGES.unauthorized);
    const user = await findUserById(app.db, payload.sub);
    if (!user || !user.isActive || user.tokenVersion !== payload.tv) throw unauthorized(MESSAGES.unauthorized);
    request.auth = { user, roles: await rolesOfUser(app.db, user.id) };
  }

  app.decorate('authenticate', authenticate);
  app.decorate('requirePermission', (module: ModuleName, action: Action) => async (request: FastifyRequest) => {
    await authenticate(request);
    const { user, roles } = request.auth!;
    if (!can({ role: user.role, roles }, module, action)) throw forbidden(denialMessage(module, action));
  });
});
