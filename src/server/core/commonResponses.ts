import type { RouteOptions } from 'fastify';
import { ErrorEnvelope } from './envelope';

/** The methods whose body Fastify reads (GET, HEAD and TRACE are answered without): only they meet 413 and 415. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'QUERY']);

export interface RouteLimits {
  /** The router's limit on one path value, in characters. */
  maxParamLength: number;
}

/**
 * An onRoute hook: the error answers a route can give whatever its own code does, added to its
 * `schema.response` where it declares none for that status, in the spec's envelope. They are then
 * in the document and serialised like the route's own answers. A route without a response schema
 * (the built front end's files, the docs' pages) is left as it is, and so is a hidden one.
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
