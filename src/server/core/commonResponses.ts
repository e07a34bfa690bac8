import type { RouteOptions } from 'fastify';
import { ErrorEnvelope } from './envelope';

/** Only methods whose body Fastify reads can meet 413 and 415. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'QUERY']);

export interface RouteLimits {
  maxParamLength: number;
}

/**
 * Adds the error answers any route can give to its response schema, so the OpenAPI document
 * lists them and they are serialised like the route's own.
 */
export function commonErrorResponses({ maxParamLength }: RouteLimits) {
  const everyRoute = {
    400: ErrorEnvelope.describe('Invalid input: a malformed address, or a value the route refuses (the message names it)'),
    500: ErrorEnvelope.describe('An unexpected server error'),
    503: ErrorEnvelope.describe('The database is busy or the server is overloaded: try again shortly (see Retry-After)'),
  };
  const withPathValue = { 414: ErrorEnvelope.describe(`A path value over ${maxParamLength} characters`) };
  const withBody = {
    413: ErrorEnvelope.describe('The request body is over the size limit'),
    415: ErrorEnvelope.describe('A body in a media type the route does not read'),
  };
  const rateLimited = { 429: ErrorEnvelope.describe('Too many requests from this address: wait a minute (see Retry-After)') };

  return (route: RouteOptions): void => {
    const { schema } = route;
    if (!schema?.response || schema.hide) return;
    const added = {
      ...everyRoute,
      ...(/[:*]/.test(route.url) ? withPathValue : {}),
      ...([route.method].flat().some((method) => BODY_METHODS.has(method)) ? withBody : {}),
      ...((route.config as { rateLimit?: unknown } | undefined)?.rateLimit ? rateLimited : {}),
    };
    route.schema = { ...schema, response: { ...added, ...(schema.response as object) } };
  };
}
