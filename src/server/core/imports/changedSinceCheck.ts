import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { IMPORT_MESSAGES, type ImportEntity } from '../../../shared/imports';
import { auditLog } from '../../db/schema';
import type { Executor } from '../list';
import { VERSION_MESSAGES } from '../recordVersion';
import { DATA_ACTIONS } from './undo';
import type { DryRunVersions, RowIssue } from './entityJob';

export type RowRecord = { id: string; version?: Date };

type Refused = { line: number; action: 'error'; issues: RowIssue[] };

const RECORD_WORD: Record<ImportEntity, string> = { users: 'user', companies: 'company' };

/** A run must not overwrite what someone changed after the dry run the person approved. */
export async function refuseChangedSinceCheck<O extends { line: number; action: string }>(
  db: Executor,
  entity: ImportEntity,
  outcomes: readonly O[],
  versions: DryRunVersions,
  recordOf: (outcome: O) => RowRecord | undefined,
): Promise<(O | Refused)[]> {
  const records = outcomes.map(recordOf);
  const changed = records.map((record) => (record?.version && record.version > versions.from && !versions.written.has(record.id) ? { id: record.id, version: record.version } : undefined));
  const changedIds = [...new Set(changed.flatMap((record) => (record ? [record.id] : [])))];
  const actors = new Map<string, string>();
  if (changedIds.length) {
    const latest = await db
      .selectDistinctOn([auditLog.recordId], { recordId: auditLog.recordId, actorName: auditLog.actorName })
      .from(auditLog)
      .where(and(inArray(auditLog.recordId, changedIds), eq(auditLog.entity, entity), inArray(auditLog.action, DATA_ACTIONS), gt(auditLog.at, versions.from)))
      .orderBy(auditLog.recordId, desc(auditLog.at), desc(auditLog.id));
    for (const entry of latest) actors.set(entry.recordId, entry.actorName);
  }
  return outcomes.map((outcome, i): O | Refused => {
    const record = changed[i];
    if (!record) {
      const written = records[i]?.id;
      if (written) versions.written.add(written);
      return outcome;
    }
    const changedBy = VERSION_MESSAGES.changedBy(actors.get(record.id) || null, record.version);
    return { line: outcome.line, action: 'error', issues: [{ line: outcome.line, column: '', message: IMPORT_MESSAGES.changedAfterCheck(RECORD_WORD[entity], changedBy) }] };
  });
}
