import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ModuleName } from '../../shared/modules';
import { can } from '../../shared/permissions';
import { actorOf } from '../plugins/auth';

/**
 * Writing is not reading: a write answers the saved records only to an actor who may view the
 * module; anyone else learns only the ids, so the front end can go on.
 */

export const NOTHING_TO_CHANGE = 'Nothing to change: the body names no field.';

const IdOnly = z.strictObject({ _id: z.string() });
type Ided = { _id: string };

export function mayView(request: FastifyRequest, module: ModuleName): boolean {
  return can(actorOf(request), module, 'view');
}

const idsOf = (saved: unknown): unknown => (Array.isArray(saved) ? saved.map(idsOf) : { _id: (saved as Ided)._id });

export function recordAnswer(request: FastifyRequest, module: ModuleName, saved: unknown): unknown {
  return mayView(request, module) ? saved : idsOf(saved);
}

export function dataAnswer<T extends object>(request: FastifyRequest, module: ModuleName, data: T): T | Record<string, never> {
  return mayView(request, module) ? data : {};
}

export function recordAnswerSchema(record: z.ZodType) {
  const withheld = record instanceof z.ZodArray ? z.array(IdOnly) : IdOnly;
  return z.union([record, withheld]).describe('The saved record; only its id when the caller may not view the module');
}

export function dataAnswerSchema(data: z.ZodObject) {
  return z.union([data, z.strictObject({})]).describe('Empty when the caller may not view the module');
}

/** A partial body sent empty is refused before anything is loaded. */
export function namingAField<B extends z.ZodType>(body: B): B {
  return body.refine((value) => typeof value !== 'object' || value === null || Object.keys(value).length > 0, NOTHING_TO_CHANGE);
}
