import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ModuleName } from '../../shared/modules';
import { can } from '../../shared/permissions';
import { actorOf } from '../plugins/auth';

/**
 * Writing is not reading: a write answers the records it saved only to an actor who may view the
 * route's module. Anyone else learns the ids they addressed or made, so the front end can go on,
 * and nothing else. Used by the crud factory and by every hand-written write route.
 */

export const NOTHING_TO_CHANGE = 'Nothing to change: the body names no field.';

const IdOnly = z.strictObject({ _id: z.string() });
type Ided = { _id: string };

export function mayView(request: FastifyRequest, module: ModuleName): boolean {
  return can(actorOf(request), module, 'view');
}

const idsOf = (saved: unknown): unknown => (Array.isArray(saved) ? saved.map(idsOf) : { _id: (saved as Ided)._id });

/** One saved record (or a list of them, as locations answer): whole, or only its id. */
export function recordAnswer(request: FastifyRequest, module: ModuleName, saved: unknown): unknown {
  return mayView(request, module) ? saved : idsOf(saved);
}

/** An answer about many records (a list and its counts): whole, or nothing. */
export function dataAnswer<T extends object>(request: FastifyRequest, module: ModuleName, data: T): T | Record<string, never> {
  return mayView(request, module) ? data : {};
}

/** The OpenAPI schema of recordAnswer's value. */
export function recordAnswerSchema(record: z.ZodType) {
  const withheld = record instanceof z.ZodArray ? z.array(IdOnly) : IdOnly;
  return z.union([record, withheld]).describe('The saved record; only its id when the caller may not view the module');
}

/** The OpenAPI schema of dataAnswer's value. */
export function dataAnswerSchema(data: z.ZodObject) {
  return z.union([data, z.strictObject({})]).describe('Empty when the caller may not view the module');
}

/**
 * An update's body that must name at least one field: a partial body sent empty is refused
 * before anything is loaded. A body with required fields reports those first.
 */
export function namingAField<B extends z.ZodType>(body: B): B {
  return body.refine((value) => typeof value !== 'object' || value === null || Object.keys(value).length > 0, NOTHING_TO_CHANGE);
}
