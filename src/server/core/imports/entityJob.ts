import type { ImportCounts, ImportEntity, ImportNotes } from '../../../shared/imports';
import type { AuthorityActor } from '../../../shared/userAuthority';
import type { Database } from '../../db/client';
import type { ImportRow } from '../../db/schema';
import type { CsvRow } from './csv';

export interface ImportActor extends AuthorityActor {
  name: string;
  ip: string;
}

export interface RowIssue {
  line: number;
  column: string;
  message: string;
}

export interface DryRunVersions {
  from: Date;
  /** Their later versions are this run's own. */
  written: Set<string>;
}

export type Outcome = { action: keyof ImportCounts; issues?: RowIssue[] };

export interface Checked {
  outcomes: readonly Outcome[];
  write(tx: Database): Promise<void>;
}

export interface EntityRows {
  check(tx: Database, batch: readonly CsvRow[]): Promise<Checked>;
  /** What the rows checked so far found beside the counts. */
  notes?(): ImportNotes;
  /** True when a batch's outcomes cannot depend on the batches before it being written. */
  checksAhead: boolean;
}

export type EntityJob = (row: ImportRow, actor: ImportActor, versions: DryRunVersions | null) => EntityRows;

/** Given by the resources, so the engine imports no resource. */
export type EntityJobs = Record<ImportEntity, EntityJob>;
