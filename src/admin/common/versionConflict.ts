import type { VersionConflict } from '../../shared/recordVersion';

/**
 * A write refused because the record changed since the writer loaded it: the 409's
 * `body.conflict`. `fields` are the API's field names whose value differs from what the writer
 * loaded (`access.Companies` for a role's matrix, `locations.<id>.<field>` for a company's
 * location); empty when the server cannot tell.
 */
export type { VersionConflict };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The conflict a failed write carries (the HTTP client keeps the envelope as the error's body), if it is one. */
export function versionConflictOf(error: unknown): VersionConflict | undefined {
  if (!isObject(error) || error.status !== 409 || !isObject(error.body)) return undefined;
  const envelope = error.body;
  const conflict = isObject(envelope.body) ? envelope.body.conflict : envelope.conflict;
  if (!isObject(conflict) || typeof conflict.version !== 'string') return undefined;
  return {
    version: conflict.version,
    changedAt: typeof conflict.changedAt === 'string' ? conflict.changedAt : conflict.version,
    changedBy: typeof conflict.changedBy === 'string' && conflict.changedBy !== '' ? conflict.changedBy : null,
    label: typeof conflict.label === 'string' ? conflict.label : '',
    fields: Array.isArray(conflict.fields) ? conflict.fields.filter((field): field is string => typeof field === 'string') : [],
  };
}
