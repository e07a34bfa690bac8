import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const lock = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

describe('package-lock.json', () => {
  // ra-input-rich-text's editor is tiptap: its core, ProseMirror bundle and extensions are released
  // together and must be one version (an extension built for another core breaks the editor). The
  // lock file holds them so, without an override per package.
  it('holds every tiptap package at one version', () => {
    const versions = Object.entries(lock.packages)
      .filter(([name]) => name.includes('node_modules/@tiptap/'))
      .map(([name, { version }]) => [name.slice(name.lastIndexOf('node_modules/') + 'node_modules/'.length), version]);
    expect(versions.length).toBeGreaterThan(10);
    expect(new Set(versions.map(([, version]) => version)), JSON.stringify(versions)).toHaveProperty('size', 1);
  });
});
