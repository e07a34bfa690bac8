import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMPORT_MESSAGES, type ImportCounts, type ImportEntity, type ImportStatus } from '../../../shared/imports';
import { withAudit, type AuditContext } from '../auditContext';
import type { Database } from '../../db/client';
import { retryOnConnectionLoss } from '../../db/connectionLoss';
import { importIssues, imports, type ImportRow } from '../../db/schema';
import { AppError } from '../errors';
import { pgErrorOf } from '../list';
import { ImportFileError } from './csv';
import { openImportFile } from './store';
import type { EntityJobs, ImportActor, Outcome, RowIssue } from './entityJob';
import type { CsvRow } from './csv';
import { undoImport } from './undo';

/** Rows per transaction: large enough that a batch's handful of queries costs little per row. */
export const IMPORT_BATCH_ROWS = 1000;
/** More than anyone reads; the count goes on past them. */
export const IMPORT_KEPT_ISSUES = 10_000;
/** A job moves its heartbeat after every batch; one silent for longer has died with its instance. */
const STALE_AFTER = sql`interval '5 minutes'`;

export type ImportJobKind = 'check' | 'run' | 'undo';

class Stopped extends Error {
  constructor(readonly why: 'cancelled' | 'closing' | 'refused') {
    super(why);
  }
}

const zero = (): ImportCounts => ({ create: 0, update: 0, unchanged: 0, error: 0 });

/**
 * A dry run or a run. Progress is written to the database after each batch, so every instance and
 * the Imports screen see it, and a cancel from any instance is read there.
 */
async function work(db: Database, log: FastifyBaseLogger, entities: EntityJobs, row: ImportRow, kind: ImportJobKind, actor: ImportActor, audit: boolean, closing: () => boolean): Promise<void> {
  const id = row.id;
  const counts = zero();
  let rowsDone = 0;
  let issueCount = 0;
  let lastLine = 0;
  const versions = kind === 'run' && row.checkedFrom ? { from: row.checkedFrom, written: new Set<string>() } : null;
  const rows = entities[row.entity as ImportEntity](row, actor, versions);
  const context: AuditContext | null = audit ? { actorId: actor.id, actorName: actor.name, ip: actor.ip, importId: id } : null;
  const inTransaction = <T>(write: (tx: Database) => Promise<T>) => (context ? withAudit(db, context, write) : db.transaction((tx) => write(tx as unknown as Database)));

  const batchStep = async (tx: Database, batch: CsvRow[]) => {
    const checked = await rows.check(tx, batch);
    if (kind === 'run') await checked.write(tx);
    return checked.outcomes;
  };
  const progress = async (batch: CsvRow[], outcomes: readonly Outcome[]) => {
    const issues: RowIssue[] = [];
    for (const outcome of outcomes) {
      counts[outcome.action]++;
      if (outcome.issues) issues.push(...outcome.issues);
    }
    rowsDone += batch.length;
    lastLine = batch[batch.length - 1]?.line ?? lastLine;
    const room = IMPORT_KEPT_ISSUES - issueCount;
    if (room > 0 && issues.length) await db.insert(importIssues).values(issues.slice(0, room).map((issue) => ({ importId: id, ...issue })));
    issueCount += issues.length;
    const [state] = await db
      .update(imports)
      .set({ rowsDone, issueCount, ...(kind === 'check' ? { checkedCounts: { ...counts }, checkedNotes: rows.notes?.() ?? null } : { counts: { ...counts } }), heartbeatAt: new Date() })
      .where(eq(imports.id, id))
      .returning({ cancelRequested: imports.cancelRequested });
    if (state?.cancelRequested) throw new Stopped('cancelled');
    if (closing()) throw new Stopped('closing');
  };

  const eachBatch = async (step: (rows: CsvRow[]) => Promise<void>) => {
    const file = await openImportFile(db, id);
    let batch: CsvRow[] = [];
    for await (const csvRow of file.rows) {
      batch.push(csvRow);
      if (batch.length === IMPORT_BATCH_ROWS) {
        await step(batch);
        batch = [];
      }
    }
    if (batch.length) await step(batch);
  };

  const finish = (set: Partial<ImportRow>) =>
    retryOnConnectionLoss(() => db.update(imports).set({ finishedAt: new Date(), heartbeatAt: null, ...set }).where(eq(imports.id, id)));
  try {
    if (kind === 'check') {
      await eachBatch(async (batch) => progress(batch, await batchStep(db, batch)));
      await finish({ status: 'checked', message: null });
    } else if (row.allOrNothing) {
      await inTransaction(async (tx) => {
        await eachBatch(async (batch) => progress(batch, await batchStep(tx, batch)));
        if (counts.error > 0) throw new Stopped('refused');
      });
      await finish({ status: 'done', counts, message: null });
    } else if (rows.checksAhead) {
      // Each batch is checked while the one before is written, so the database's work and the
      // server's overlap.
      let writing: Promise<void> = Promise.resolve();
      try {
        await eachBatch(async (batch) => {
          const checked = await rows.check(db, batch);
          await writing;
          writing = inTransaction((tx) => checked.write(tx)).then(() => progress(batch, checked.outcomes));
          // Its failure is met by the next batch's `await writing`, or the last one below.
          writing.catch(() => undefined);
        });
      } finally {
        await writing.catch(() => undefined);
      }
      await writing;
      await finish({ status: 'done', counts, message: null });
    } else {
      await eachBatch(async (batch) => progress(batch, await inTransaction((tx) => batchStep(tx, batch))));
      await finish({ status: 'done', counts, message: null });
    }
  } catch (err) {
    // What an all-or-nothing run wrote is gone with its transaction.
    const kept = kind === 'run' && !row.allOrNothing ? counts : { ...counts, create: 0, update: 0 };
    if (err instanceof Stopped) {
      if (kind === 'check') return void (await finish({ status: 'uploaded', checkedCounts: null, checkedFrom: null, message: err.why === 'closing' ? IMPORT_MESSAGES.interrupted : null }));
      if (err.why === 'refused') return void (await finish({ status: 'failed', counts: kept, message: IMPORT_MESSAGES.refusedAll(counts.error) }));
      return void (await finish({ status: err.why === 'cancelled' ? 'cancelled' : 'interrupted', counts: kept, message: err.why === 'closing' ? IMPORT_MESSAGES.interrupted : null }));
    }
    const message = failureMessage(err, lastLine, kind === 'run' && !row.allOrNothing);
    if (!(err instanceof ImportFileError) && pgErrorOf(err).code !== '23505') log.error({ err, importId: id }, 'import job failed');
    await finish(kind === 'check' ? { status: 'uploaded', checkedCounts: null, checkedFrom: null, message } : { status: 'failed', counts: kept, message });
  }
}

/** An undo that stopped undid nothing, so the import goes back to its state before. */
const UNDO_PUT_BACK = { status: sql<ImportStatus>`coalesce(${imports.undoFrom}, 'done')`, undoFrom: null, undoneAt: null, undoneByName: null, undoRecords: null, heartbeatAt: null };

/** One transaction, so it ends either undone or with nothing undone and the reason. */
async function undoWork(db: Database, log: FastifyBaseLogger, row: ImportRow, actor: ImportActor, closing: () => boolean): Promise<void> {
  const context: AuditContext = { actorId: actor.id, actorName: actor.name, ip: actor.ip };
  try {
    await undoImport(db, row.id, row.entity as ImportEntity, { ...actor, context }, async (done, total) => {
      await db.update(imports).set({ rowsDone: done, undoRecords: total, heartbeatAt: new Date() }).where(eq(imports.id, row.id));
      if (closing()) throw new Stopped('closing');
    });
  } catch (err) {
    let message: string = IMPORT_MESSAGES.undoFailed;
    if (err instanceof Stopped) message = IMPORT_MESSAGES.undoInterrupted;
    else if (err instanceof AppError) message = err.message;
    else log.error({ err, importId: row.id }, 'import undo failed');
    await retryOnConnectionLoss(() => db.update(imports).set({ ...UNDO_PUT_BACK, message }).where(eq(imports.id, row.id)));
  }
}

function failureMessage(err: unknown, lastLine: number, keptBatches: boolean): string {
  const kept = keptBatches ? ' The rows written before stay and can be undone.' : ' Nothing was written.';
  if (err instanceof ImportFileError) return `${err.message}${kept}`;
  if (pgErrorOf(err).code === '23505') {
    return `Rows after line ${lastLine}: an email or NRDS ID was taken by another change while the import ran, so that batch was not written.${kept} Run a new dry run to see which.`;
  }
  return `The import stopped on an unexpected error after line ${lastLine}.${kept}`;
}

/** A job whose instance died stops moving its heartbeat; its batches written stay. */
export async function sweepStaleImports(db: Database): Promise<void> {
  const stale = (status: ImportStatus) => and(eq(imports.status, status), sql`${imports.heartbeatAt} < now() - ${STALE_AFTER}`);
  await db
    .update(imports)
    .set({
      status: sql`case when ${imports.status} = 'checking' then 'uploaded' else 'interrupted' end`,
      checkedFrom: sql`case when ${imports.status} = 'checking' then null else ${imports.checkedFrom} end`,
      message: IMPORT_MESSAGES.interrupted,
      finishedAt: new Date(),
      heartbeatAt: null,
    })
    .where(or(stale('checking'), stale('running')));
  await db.update(imports).set({ ...UNDO_PUT_BACK, message: IMPORT_MESSAGES.undoInterrupted }).where(stale('undoing'));
}

declare module 'fastify' {
  interface FastifyInstance {
    importJobs: {
      /** The caller has already claimed the import's row. */
      start(row: ImportRow, kind: ImportJobKind, actor: ImportActor): void;
      /** Resolves when the jobs started so far have finished (tests). */
      idle(): Promise<void>;
    };
  }
}

/** In the background, so a job outlives its request; on close each stops after its current batch. */
export const importJobsPlugin = fp(async (app: FastifyInstance, { entities }: { entities: EntityJobs }) => {
  const running = new Set<Promise<void>>();
  let closing = false;
  app.decorate('importJobs', {
    start(row: ImportRow, kind: ImportJobKind, actor: ImportActor) {
      const stopping = () => closing;
      const job: Promise<void> = (kind === 'undo' ? undoWork(app.db, app.log, row, actor, stopping) : work(app.db, app.log, entities, row, kind, actor, app.auditEnabled, stopping))
        .catch((err) => app.log.error({ err, importId: row.id }, 'import job could not record its end'))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async idle() {
      while (running.size) await Promise.allSettled([...running]);
    },
  });
  app.addHook('onClose', async () => {
    closing = true;
    await app.importJobs.idle();
  });
});
