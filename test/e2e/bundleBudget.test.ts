import { describe, expect, it } from 'vitest';
import { BUDGETS, KB, MAX_SCRIPTS, measure, readManifest, ROUTES, SHOWN_WHEN_NEEDED, staticClosure } from '../../scripts/chunkReport.mjs';

// The build of globalSetup.ts, read through its Vite manifest (scripts/chunkReport.mjs, `npm run size`).
describe('bundle budget', () => {
  const report = measure();
  const manifest = readManifest();

  it(`keeps the entry chunk within ${BUDGETS.entry.ceiling / KB} kB gzip`, () => {
    expect(report.entry.gzip).toBeLessThanOrEqual(BUDGETS.entry.ceiling);
  });

  // The goals are the budgets `npm run size` prints; the ceilings keep today's figures from growing.
  it.each(report.routes.map((route) => [route.name, route] as const))("keeps the %s's JavaScript within its ceiling", (_name, route) => {
    expect(route.gzip).toBeLessThanOrEqual(route.ceiling);
  });

  it(`asks for at most ${MAX_SCRIPTS} scripts on any page's first load`, () => {
    for (const route of report.routes) expect(route.chunks, route.name).toBeLessThanOrEqual(MAX_SCRIPTS);
  });

  it('loads the editor and the chart only on a page that shows one, when it shows', () => {
    for (const route of report.routes) {
      for (const chunk of SHOWN_WHEN_NEEDED) {
        expect(manifest[chunk], `${chunk} is a chunk of its own`).toBeDefined();
        if (!route.later.includes(chunk)) expect(route.keys.includes(chunk), `${route.name}: ${chunk}`).toBe(false);
      }
    }
  });

  it('loads only the English catalogue with the first screens; the other languages stay lazy', () => {
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    for (const route of ROUTES) {
      const loaded = staticClosure(manifest, [entry, ...route.first, ...route.later]);
      for (const language of ['de', 'es', 'fr', 'ja', 'zh']) {
        const catalogue = `src/admin/messages/${language}.ts`;
        expect(manifest[catalogue], `${language} is a chunk of its own`).toBeDefined();
        expect(loaded.has(catalogue), `${route.name}: ${language}`).toBe(false);
      }
    }
  });
});
