import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifyUnderPressure from '@fastify/under-pressure';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { CONTROL_CHARACTER, TEXT_CONTROL_CHARACTER, unfitTextIssue } from '../shared/fields';
import { MESSAGES } from '../shared/messages';
import { PRELOAD_SHELL_SCRIPT } from '../shared/preloadShell';
import type { Config } from './config';
import { openDatabase, migrateDatabase, type DatabaseHandle } from './db/client';
import { isConnectionLoss } from './db/connectionLoss';
import { seedIfEmpty } from './db/seed';
import { commonErrorResponses } from './core/commonResponses';
import { envelope } from './core/envelope';
import { AppError, INPUT_MESSAGES } from './core/errors';
import { openApiOptions } from './core/openapi';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { mailPlugin } from './plugins/mail';
import { metricsPlugin } from './plugins/metrics';
import { redisPlugin } from './plugins/redis';
import { redisOrMemoryStore } from './plugins/rateLimitStore';
import { storagePlugin } from './plugins/storage';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import { healthRoutes } from './core/health';
import { maintenancePlugin } from './core/maintenance';
import { importJobsPlugin } from './core/imports/jobs';
import { resolveJwtSecret } from './core/secret';
import { auditRoutes } from './resources/audit/routes';
import { authRoutes } from './resources/auth/routes';
import { deviceCookieKey } from './resources/auth/deviceCookie';
import { companyRoutes } from './resources/companies/routes';
import { complianceRoutes } from './resources/compliance/routes';
import { rollOverComplianceCycles } from './resources/compliance/queries';
import { buildComplianceReminderMail } from './resources/compliance/reminderMail';
import { courseRoutes } from './resources/courses/routes';
import { dashboardRoutes } from './resources/dashboard/routes';
import { eventRoutes } from './resources/events/routes';
import { publicEventRoutes } from './resources/events/publicRoutes';
import { importRoutes } from './resources/imports/routes';
import { locationRoutes } from './resources/locations/routes';
import { paymentRoutes } from './resources/payments/routes';
import { previewRoutes } from './resources/previews/routes';
import { roleRoutes } from './resources/roles/routes';
import { sponsorshipRoutes } from './resources/sponsorships/routes';
import { uploadRoutes } from './resources/uploads/routes';
import { userRoutes } from './resources/users/routes';
import { companyImportJob } from './resources/companies/importRows';
import { userImportJob } from './resources/users/importRows';
import { buildCheckInCodeMail } from './resources/events/checkInCodeMail';
import { buildEmailChangedMail } from './resources/users/emailChangedMail';
import { buildPasswordResetMail } from './resources/users/passwordResetMail';
import type { MailBuilders } from './core/mail/jobs';
import type { EntityJobs } from './core/imports/entityJob';

const PRELOAD_SHELL_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PRELOAD_SHELL_SCRIPT).digest('base64')}'`;

export const API_PREFIX = '/api/v1/admin';
export const PUBLIC_API_PREFIX = '/api/v1/public';
export const BODY_LIMIT = 1024 * 1024;

export const MAIL_BUILDERS: MailBuilders = {
  passwordReset: buildPasswordResetMail,
  checkInCode: buildCheckInCodeMail,
  emailChanged: buildEmailChangedMail,
  complianceReminder: buildComplianceReminderMail,
};

const IMPORT_JOBS: EntityJobs = { users: userImportJob, companies: companyImportJob };

/** Sign-in's routes take options of their own and are registered apart. */
const RESOURCE_ROUTES: ReadonlyArray<{ routes: FastifyPluginAsyncZod; prefix: string }> = [
  { routes: uploadRoutes, prefix: API_PREFIX },
  { routes: userRoutes, prefix: API_PREFIX },
  { routes: companyRoutes, prefix: API_PREFIX },
  { routes: locationRoutes, prefix: API_PREFIX },
  { routes: sponsorshipRoutes, prefix: API_PREFIX },
  { routes: roleRoutes, prefix: API_PREFIX },
  { routes: previewRoutes, prefix: API_PREFIX },
  { routes: courseRoutes, prefix: API_PREFIX },
  { routes: eventRoutes, prefix: API_PREFIX },
  { routes: publicEventRoutes, prefix: PUBLIC_API_PREFIX },
  { routes: dashboardRoutes, prefix: API_PREFIX },
  { routes: paymentRoutes, prefix: API_PREFIX },
  { routes: auditRoutes, prefix: API_PREFIX },
  { routes: importRoutes, prefix: API_PREFIX },
  { routes: complianceRoutes, prefix: API_PREFIX },
];

const OVERLOAD_RETRY_AFTER_S = 5;
/** Paths the server answers itself: a miss under them is a 404, never the front end's page. */
const SERVER_PATHS = ['/api', '/uploads', '/metrics'];

class Overloaded extends AppError {
  constructor() {
    super(503, MESSAGES.dbUnavailable);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    stopping: boolean;
  }
}

export interface BuildOptions {
  database?: DatabaseHandle;
  seed?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** A reset token in a logged URL would let anyone who reads the log reset the password. */
export function redactUrl(url: string): string {
  return url.replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]');
}

function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation
      .map((v) => {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return field ? `${field}: ${v.message}` : v.message;
      })
      .join('; ');
  }
  return error.message;
}

/** One check for every route, public ones included, so no NUL or broken Unicode reaches PostgreSQL. */
async function refuseUnfitText(request: FastifyRequest): Promise<void> {
  const given = request.params as Record<string, unknown> | undefined;
  const params = given && '*' in given ? Object.fromEntries(Object.entries(given).map(([key, value]) => [key === '*' ? 'path' : key, value])) : given;
  const issue =
    unfitTextIssue(params, CONTROL_CHARACTER, 'path') ??
    unfitTextIssue(request.query, CONTROL_CHARACTER, 'query') ??
    unfitTextIssue(request.body, TEXT_CONTROL_CHARACTER, 'body');
  if (issue) throw new AppError(400, issue);
}

/** Fastify's default; ids are 36 characters. */
export const MAX_PARAM_LENGTH = 100;

/** The router's own refusals, in the envelope like every other error, without echoing the path. */
function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const code = error.statusCode ?? 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? INPUT_MESSAGES.pathValueTooLong(MAX_PARAM_LENGTH)
      : error.code === 'FST_ERR_BAD_URL'
        ? INPUT_MESSAGES.badUrl
        : code >= 500
          ? MESSAGES.somethingWrong
          : INPUT_MESSAGES.badRequest;
  if (code >= 500) request.log.error({ err: error }, 'request failed in the router');
  // No route was chosen, so no hook runs: the answer carries its own headers.
  reply
    .status(code)
    .header('content-type', 'application/json; charset=utf-8')
    .header('x-content-type-options', 'nosniff')
    .send(JSON.stringify(envelope({}, message, code)));
}

/** busboy's errors carry no code or status, only their words. */
const MULTIPART_PARSE_ERROR = /^Multipart: |unexpected end of multipart data/i;

/** SQLSTATE class 22: a value PostgreSQL could not take is a schema gap, not a server fault. */
const isDataException = (pgCode: string | undefined) => typeof pgCode === 'string' && pgCode.startsWith('22');

const INFO_OFF = new Set(['warn', 'error', 'fatal', 'silent']);

/** Only server.ts listens, so tests build the app without a port. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.newPassword'],
    },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // One log line per request, without headers or the secrets URLs may carry.
  app.addHook('onResponse', async (request, reply) => {
    if (INFO_OFF.has(request.log.level)) return;
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        user: request.auth?.user.id,
      },
      'request',
    );
  });

  app.addHook('preValidation', refuseUnfitText);
  // Before any route is declared, so it sees every one.
  app.addHook('onRoute', commonErrorResponses({ maxParamLength: MAX_PARAM_LENGTH }));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let code = 500;
    let message: string = MESSAGES.somethingWrong;
    let body: Record<string, unknown> = {};
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const pgCode = cause?.code ?? (error as { code?: string }).code;
    if (error instanceof AppError) {
      code = error.statusCode;
      message = error.message;
      body = error.body;
    } else if (error.validation || hasZodFastifySchemaValidationErrors(error)) {
      code = 400;
      message = validationMessage(error);
    } else if (!error.statusCode && request.isMultipart() && MULTIPART_PARSE_ERROR.test(error.message)) {
      code = 400;
      message = INPUT_MESSAGES.malformedMultipart;
    } else if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      code = 400;
      message = MESSAGES.imageTooLarge;
    } else if (error.statusCode === 413) {
      code = 413;
      message = MESSAGES.payloadTooLarge;
    } else if (error.statusCode === 429) {
      code = 429;
      message = MESSAGES.tooManyRequests;
    } else if (pgCode === '57014' || isConnectionLoss(error)) {
      // statement_timeout, or the connection lost: the database's failure, not the request's.
      code = 503;
      message = MESSAGES.dbUnavailable;
    } else if (pgCode === '23505') {
      code = 409;
      message = 'This record conflicts with an existing one (a unique value is already used).';
    } else if (isDataException(pgCode)) {
      // A safety net: the route's schema should have refused the value. Logged so the gap gets closed.
      code = 400;
      message = INPUT_MESSAGES.invalidValue(cause?.message ?? error.message);
      request.log.warn({ err: error, pgCode, url: redactUrl(request.url) }, 'a value the schema let through was refused by PostgreSQL');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      code = error.statusCode;
      message = error.message;
    }
    if (code >= 500) request.log.error({ err: error, url: redactUrl(request.url) }, 'request failed');
    if (code === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(OVERLOAD_RETRY_AFTER_S));
    reply.status(code).send(envelope(body, message, code));
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0]!;
    const index = path.join(config.staticDir, 'index.html');
    const wantsPage = request.method === 'GET' && !SERVER_PATHS.some((prefix) => url.startsWith(prefix));
    if (wantsPage && !path.extname(url) && fs.existsSync(index)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', config.staticDir);
    }
    // Cut short: an answer never carries a long echo.
    const shown = redactUrl(url.length > 200 ? `${url.slice(0, 200)}…` : url);
    return reply.status(404).send(envelope({}, `${MESSAGES.notFound} (${request.method} ${shown})`, 404));
  });

  await app.register(securityHeadersPlugin, {
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"], // MUI/emotion inject style tags
          // index.html's one inline script, by its hash (src/shared/preloadShell.ts).
          scriptSrc: ["'self'", PRELOAD_SHELL_SCRIPT_HASH],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    },
  });
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(redisPlugin, { url: config.redisUrl, commandTimeoutMs: config.redisCommandTimeoutMs });
  await app.register(storagePlugin, { config });
  // With Redis every instance sees the same count; while it fails each counts in its own memory.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(app.redis ? { store: redisOrMemoryStore(app.redis, 'cre-admin-rate-limit-'), skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => {
      const err = new AppError(429, MESSAGES.tooManyRequests);
      (err as AppError & { ttl?: number }).ttl = context.ttl;
      return err;
    },
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5 } });

  // When the event loop lags, a 503 with Retry-After at once beats a request queued until it times out.
  if (config.maxEventLoopDelayMs > 0) {
    await app.register(fastifyUnderPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      retryAfter: OVERLOAD_RETRY_AFTER_S,
      // So it goes through the error handler and gets the envelope.
      customError: Overloaded,
    });
  }
  app.decorate('stopping', false);
  app.addHook('preClose', async () => {
    app.stopping = true;
  });
  // While stopping, each answer closes its connection, so a client's next request opens one to an
  // instance that stays.
  app.addHook('onSend', async (_request, reply) => {
    if (app.stopping) reply.header('connection', 'close');
  });

  // The route table is filled by the auth plugin below, before the document is built.
  await app.register(
    fastifySwagger,
    openApiOptions((method, url) => app.routeTable.find((gate) => gate.method === method && gate.url === url)),
  );
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      databaseReadUrl: config.databaseReadUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: config.statementTimeoutMs,
      log: {
        debug: (msg) => app.log.debug({ postgres: msg }),
        error: (msg, err) => app.log.error({ err }, msg),
      },
    }));
  await app.register(dbPlugin, { handle: database });
  app.decorate('auditEnabled', config.auditEnabled);
  await app.register(metricsPlugin, { token: config.metricsToken, pool: database.pool });
  await migrateDatabase(database.db, options.seed ? () => seedIfEmpty(database.db, config, app.log) : undefined);

  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  await app.register(authPlugin, { secret: jwtSecret, tokenTtl: config.tokenTtl });
  await app.register(mailPlugin, {
    builders: MAIL_BUILDERS,
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: `CRE Association Admin <no-reply@${new URL(config.publicUrl).hostname}>`,
    publicUrl: config.publicUrl,
    appSecret: jwtSecret,
    ...config.mailTimings,
  });

  await app.register(maintenancePlugin, { auditRetentionDays: config.auditRetentionDays, tasks: [rollOverComplianceCycles] });
  await app.register(importJobsPlugin, { entities: IMPORT_JOBS });
  await app.register(healthRoutes);
  await app.register(authRoutes, {
    prefix: API_PREFIX,
    publicUrl: config.publicUrl,
    signInThrottle: config.signInThrottle,
    rateLimit: config.authRateLimit,
    deviceCookieKey: deviceCookieKey(jwtSecret),
  });
  for (const { routes, prefix } of RESOURCE_ROUTES) await app.register(routes, { prefix });

  if (fs.existsSync(config.staticDir)) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies, so nothing is compressed per request.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; everything else is revalidated.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', config.staticDir),
    );
  }
  return app;
}
