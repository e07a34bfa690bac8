import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { ACTION_WORDS, ACTIONS } from '../../shared/modules';
import type { RouteGate } from '../plugins/auth';

declare module 'fastify' {
  interface FastifySchema {
    /** Documentation only: as `body` Fastify would validate it, and a multipart request has no body. */
    multipartBody?: ZodType;
  }
}

export type GateLookup = (method: string, url: string) => RouteGate | undefined;

const INFO_DESCRIPTION = `The back office's API: members, companies, roles, sponsorships, events, courses and payments.

Every JSON answer is an envelope: \`{ "status": { "code": <the HTTP status>, "message": "<text for a person>" }, "body": { … } }\`.
Errors use the same envelope with \`body: {}\`: 400 invalid input (the message names the field and the rule),
401 missing, invalid or expired token, 403 permission denied ("You don't have access to View User!"), 404 unknown,
409 conflict, 413 too large, 414 a path value over 100 characters, 429 too many requests, 503 database busy.

Sign in with \`POST /api/v1/admin/users/sign-in\` and send the token as \`Authorization: Bearer <token>\`.
Each operation's description names what it needs: a module permission (a role's access entry for the module;
super administrators pass every check), any signed-in user, or nothing.

Lists take \`offset\`, \`limit\`, \`sortKey\`, \`sortOrder\` (1 or -1), \`search\` and \`filters\`, a JSON list of
\`{"key": …, "value": …}\` pairs.`;

const TAGS = [
  { name: 'health', description: 'Liveness and database check, for monitors and load balancers' },
  { name: 'auth', description: 'Sign-in, sign-out and password recovery' },
  { name: 'users', description: 'Users (members, non-members, staff, support), the signed-in user and their preferences' },
  { name: 'companies', description: 'Companies, with their locations and sponsorships' },
  { name: 'locations', description: 'Company locations (offices), with their NRDS ids and contacts' },
  { name: 'sponsorships', description: 'Sponsorship levels companies hold' },
  { name: 'roles', description: 'Roles and their access to each module' },
  { name: 'courses', description: 'Continuing-education courses' },
  { name: 'events', description: 'Events, their attendees, check-in and public links' },
  { name: 'payments', description: 'Payments by members and companies' },
  { name: 'dashboard', description: 'Figures for the dashboard' },
  { name: 'compliance', description: "Continuing-education compliance: licensee members' credit hours per cycle, its settings and reminders" },
  { name: 'audit', description: 'The audit history: who changed what, field by field, and the security events' },
  { name: 'export', description: "CSV exports of the lists' chosen columns" },
  { name: 'imports', description: 'CSV imports of users and companies: upload, dry run, run, cancel and undo, as jobs on the server' },
  { name: 'utils', description: 'Image upload, and the uploaded images' },
  { name: 'public', description: "An event's roster and sign-in sheet, reached with the page's own key, without sign-in" },
];

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `PUT /api/v1/admin/users/update/:id` → `putUsersUpdateById`: method and path make it unique. */
function operationIdOf(method: string, url: string): string {
  const segments = url.split('/').filter(Boolean);
  for (const prefix of ['api', 'v1', 'admin']) if (segments[0] === prefix) segments.shift();
  const words = segments.flatMap((segment) =>
    segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/).filter(Boolean),
  );
  return method.toLowerCase() + words.map(capitalise).join('');
}

function accessOf(gate: RouteGate | undefined): string {
  if (gate?.access) return gate.access;
  if (gate?.permission) {
    const { module, action } = gate.permission;
    return `Needs the ${module} module's ${ACTION_WORDS[action]} permission (a role with ${ACTIONS[action]} access to ${module}).`;
  }
  return gate?.session ? 'Any signed-in user.' : 'Public: no sign-in.';
}

/**
 * The library's default `override` drops a union's branches that zod is still filling in, losing
 * a branch whose schema appears elsewhere in the route; what else it does, no route needs.
 */
const jsonSchemaTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: () => {} } });

/** What every operation gets from its route's gate rather than from each schema: who may call it. */
function routeTransform(gateOf: GateLookup): SwaggerTransform {
  return (args) => {
    const { multipartBody, ...declared } = args.schema ?? {};
    const schema = multipartBody ? { ...declared, body: multipartBody } : declared;
    const transformed = jsonSchemaTransform({ ...args, schema });
    if (!transformed.schema || transformed.schema.hide) return transformed;
    const method = [args.route.method].flat()[0]!;
    const gate = gateOf(method, args.route.url);
    const { summary, description } = transformed.schema;
    return {
      ...transformed,
      schema: {
        ...transformed.schema,
        operationId: transformed.schema.operationId ?? operationIdOf(method, args.route.url),
        description: [description ?? (summary && sentence(summary)), accessOf(gate)].filter(Boolean).join('\n\n'),
        security: gate?.session ? undefined : [],
      },
    };
  };
}

export function openApiOptions(gateOf: GateLookup): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      // 3.1: JSON Schema 2020-12, where null is a type (3.0's `nullable` needs a sibling `type`).
      openapi: '3.1.0',
      info: { title: 'CRE Association Admin API', version: '1.0.0', description: INFO_DESCRIPTION },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      security: [{ bearerAuth: [] }],
      tags: TAGS,
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: routeTransform(gateOf),
  };
}
