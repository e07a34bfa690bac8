import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';

/**
 * docs/openapi.json is the app's own document, committed for readers and outside tools: it must be
 * what the app generates now, and pass Redocly's `recommended` rules without an error or a warning.
 */

const OPENAPI_FILE = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));

interface Parameter {
  in: string;
  name: string;
  schema?: { format?: string };
}
interface Document {
  paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
}

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await buildTestApp();
  doc = t.app.swagger() as unknown as Document;
});
afterAll(async () => t.close());

const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The path parameter's format as the document declares it on the path's operations. */
function formatOf(path: string, name: string): string | undefined {
  const parameters = Object.values(doc.paths[path] ?? {}).flatMap((op) => op.parameters ?? []);
  return parameters.find((p) => p.in === 'path' && p.name === name)?.schema?.format;
}

/**
 * no-ambiguous-paths compares path templates only: `/users/update/{id}` and
 * `/users/{id}/password-reset-link` both match `/users/update/password-reset-link`. The paths are
 * the spec's (the contract); no real request matches both when, at some segment, one of them has a
 * UUID parameter where the other has a word.
 */
function ambiguousOnlyInTemplate(problem: NormalizedProblem): boolean {
  if (problem.ruleId !== 'no-ambiguous-paths') return false;
  const [, first, second] = /`([^`]+)` and `([^`]+)`/.exec(problem.message) ?? [];
  if (!first || !second) return false;
  const a = first.split('/');
  const b = second.split('/');
  return a.some((segment, i) => {
    const other = b[i]!;
    const uuidParameter = (path: string, s: string) => /^\{.+\}$/.test(s) && formatOf(path, s.slice(1, -1)) === 'uuid';
    const word = (s: string) => !/^\{.+\}$/.test(s) && !UUID_LIKE.test(s);
    return (uuidParameter(first, segment) && word(other)) || (uuidParameter(second, other) && word(segment));
  });
}

describe('docs/openapi.json', () => {
  it('is the document the app generates', () => {
    const committed = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8'));
    expect(committed, 'docs/openapi.json is out of date: run `npm run openapi` and commit it').toEqual(doc);
  });

  it("passes Redocly's recommended rules without an error or a warning", async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // Not in `recommended`, and asked of every operation here: a description naming who may call it, under a declared tag.
        'operation-description': 'error',
        'operation-tag-defined': 'error',
        // The app is a private back office (package.json: "private", no license): there is no license to name.
        'info-license': 'off',
        'info-license-strict': 'off',
      },
    });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: OPENAPI_FILE, config });
    const reported = problems
      .filter((p) => !p.ignored && !ambiguousOnlyInTemplate(p))
      .map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);
    expect(reported).toEqual([]);
  });
});
