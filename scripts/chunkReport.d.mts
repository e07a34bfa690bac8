// Types of scripts/chunkReport.mjs, for the bundle budget test (test/e2e/bundleBudget.test.ts).

export const DIST_DIR: string;
export const KB: number;
export const BUDGETS: { entry: number; userList: number };
export const CEILINGS: { entry: number; userList: number };

export interface Route {
  id: 'signIn' | 'dashboard' | 'userList';
  name: string;
  path: string;
  first: string[];
  later: string[];
  budget?: number;
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
  entry: { file: string; gzip: number; budget: number };
  entryWithImports: { chunks: number; gzip: number };
  routes: (Route & { chunks: number; gzip: number; firstChunks: number; firstGzip: number })[];
  largest: { file: string; gzip: number }[];
}

export function readManifest(distDir?: string): Manifest;
export function staticClosure(manifest: Manifest, keys: string[]): Set<string>;
export function measure(distDir?: string): Report;
export function overBudget(report: Report): string[];
