import type { ImportCounts, ImportEntity } from '../../../shared/imports';
import type { AuthorityActor } from '../../../shared/userAuthority';
import type { Database } from '../../db/client';
import type { ImportRow } from '../../db/schema';
import type { CsvRow } from './csv';

/** Who started the job, as its checks and its audit entries see them. */
export interface ImportActor extends AuthorityActor {
  name: string;
  ip: string;
}

export interface RowIssue {
  line: number;
  column: string;
  message: string;
}

/** What a run compares the records it updates with. */
export interface DryRunVersions {
  /** When the dry run started. */
  from: Date;
  /** The records this run has written so far: their later versions are its own. */
  written: Set<string>;
}

/** What a row does, as the job counts it; a refused row's issues. */
export type Outcome = { action: keyof ImportCounts; issues?: RowIssue[] };

/** A batch checked: each row's outcome, and the write of the rows to create or update. */
export interface Checked {
  outcomes: readonly Outcome[];
  write(tx: Database): Promise<void>;
}

/** One entity's rows in a job: `check` a batch (keeping the file's state between batches), then write what it answers. */
export interface EntityRows {
  check(tx: Database, batch: readonly CsvRow[]): Promise<Checked>;
  /**
   * Whether a batch may be checked before the batches before it are written: its outcomes depend on
   * the database only through records the file does not create.
   */
  checksAhead: boolean;
}

/**
 * An entity's rows for one job, with the job's settings; in a run after a dry run (`versions`), an
 * update of a record changed since is refused.
 */
export type EntityJob = (row: ImportRow, actor: ImportActor, versions: DryRunVersions | null) => EntityRows;

/** Each importable entity's job, given by the resources when the app registers the import jobs. */
export type EntityJobs = Record<ImportEntity, EntityJob>;
