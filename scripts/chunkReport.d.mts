// Types of scripts/chunkReport.mjs, for the bundle budget test (test/e2e/bundleBudget.test.ts).

export const DIST_DIR: string;
export const KB: number;
export const MAX_SCRIPTS: number;
export const SHOWN_WHEN_NEEDED: string[];

export interface Limits {
  budget: number;
  ceiling: number;
}
export type RouteId =
  | 'signIn'
  | 'dashboard'
  | 'userList'
  | 'roleList'
  | 'companyList'
  | 'eventList'
  | 'courseList'
  | 'complianceList'
  | 'sponsorshipList'
  | 'paymentList'
  | 'auditList'
  | 'companyEdit';
export const BUDGETS: Record<'entry' | RouteId, Limits>;

export interface Route {
  id: RouteId;
  name: string;
  /** `:id` stands for a record of the demo data. */
  path: string;
  first: string[];
  later: string[];
}
export const ROUTES: Route[];

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Report {
  entry: Limits & { file: string; gzip: number };
  entryWithImports: { chunks: number; gzip: number };
  routes: (Route & Limits & { keys: string[]; chunks: number; gzip: number; firstChunks: number; firstGzip: number })[];
  largest: { file: string; gzip: number }[];
}

export function readManifest(distDir?: string): Manifest;
export function staticClosure(manifest: Manifest, keys: string[]): Set<string>;
export function measure(distDir?: string): Report;
export function overBudget(report: Report): string[];
