import type { FastifyInstance, FastifySchema } from 'fastify';

/** A response's declaration: a schema (JSON, or the route's `produces`), or `{ content: { <media type>: … } }`. */
type Declared = { content?: Record<string, unknown> } | undefined;

/** The declaration of `status` in `response`: the exact code, else its class ('4XX'), else 'default'. */
function declarationOf(response: Record<string, Declared>, status: number): Declared | null {
  const keys = [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default'];
  const key = keys.find((k) => k in response);
  return key ? response[key] : null;
}

function mediaTypesOf(declared: Declared, schema: FastifySchema & { produces?: string[] }): string[] {
  if (declared?.content) return Object.keys(declared.content);
  return schema.produces ?? ['application/json'];
}

/**
 * Records every answer of a documented route that its `schema.response` does not declare: a status
 * with no declaration, or a content type not declared for that status. Requests that matched no
 * route (the not-found handler, the front end's client routes) are not checked, nor routes with no
 * response schema or a hidden one, which the document does not describe: the built front end's
 * files and the docs' pages. Call before `app.ready()`.
 */
export function recordUndocumentedAnswers(app: FastifyInstance): Set<string> {
  const violations = new Set<string>();
  app.addHook('onResponse', async (request, reply) => {
    if (request.is404) return;
    const schema = request.routeOptions.schema as (FastifySchema & { produces?: string[]; hide?: boolean }) | undefined;
    const response = schema?.response as Record<string, Declared> | undefined;
    if (!schema || !response || schema.hide) return;
    const route = `${request.method} ${request.routeOptions.url}`;
    const status = reply.statusCode;
    const declared = declarationOf(response, status);
    if (declared === null) {
      violations.add(`${route} answered ${status}, which it does not declare`);
      return;
    }
    const header = reply.getHeader('content-type');
    const mediaType = typeof header === 'string' ? header.split(';')[0]!.trim().toLowerCase() : undefined;
    if (mediaType === undefined) {
      // A 204 or 304 carries no body, so no media type.
      if (status === 204 || status === 304) return;
      violations.add(`${route} answered ${status} without a content type`);
      return;
    }
    const mediaTypes = mediaTypesOf(declared, schema);
    if (!mediaTypes.includes(mediaType)) {
      violations.add(`${route} answered ${status} as ${mediaType}, but declares ${mediaTypes.join(', ')} for it`);
    }
  });
  return violations;
}
