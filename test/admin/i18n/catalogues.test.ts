import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../src/admin/messages';
import * as deModule from '../../../src/admin/messages/de';
import * as enModule from '../../../src/admin/messages/en';
import * as esModule from '../../../src/admin/messages/es';
import * as frModule from '../../../src/admin/messages/fr';
import * as jaModule from '../../../src/admin/messages/ja';
import * as zhModule from '../../../src/admin/messages/zh';

/**
 * The six catalogues as the app serves them (src/admin/messages.ts): each the deep merge of its
 * fragments, the shell's words (src/admin/i18n) and the dashboard's and each resource's (their i18n/).
 */
const MODULES = { en: enModule, de: deModule, es: esModule, fr: frModule, ja: jaModule, zh: zhModule } as const;
const en = enModule.default;

/** Polyglot's separator between plural forms. */
const PLURAL_DELIMITER = '||||';

/**
 * The five translations. `singleForm`: polyglot gives the language one plural form (Japanese and
 * Chinese), so its plural strings are written as one form that serves every count.
 */
const LANGUAGES = {
  de: { catalogue: deModule.default, singleForm: false },
  es: { catalogue: esModule.default, singleForm: false },
  fr: { catalogue: frModule.default, singleForm: false },
  ja: { catalogue: jaModule.default, singleForm: true },
  zh: { catalogue: zhModule.default, singleForm: true },
} as const;

/**
 * Placeholders a translation may replace with another one react-admin passes with the same value:
 * `ra.sort.sort_by` gets both `field` and `field_lower_first`, and languages that don't lower-case a
 * label's first letter (German nouns, Japanese, Chinese) use `%{field}`.
 */
const SUBSTITUTES: Record<string, Record<string, string>> = {
  'ra.sort.sort_by': { field_lower_first: 'field' },
};

/**
 * Placeholders a single-form language leaves out: English uses them only in its singular form, and
 * react-admin's bulk buttons (the plural case, which the single form also serves) don't pass them, so
 * they would be shown raw.
 */
const SINGLE_FORM_OMISSIONS: Record<string, string[]> = {
  'ra.message.bulk_update_content': ['recordRepresentation'],
  'ra.message.bulk_update_title': ['recordRepresentation'],
};

/** Every leaf of a catalogue, by its dotted path. */
function flatten(tree: object, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leafPath, leaf] of flatten(value, path)) leaves.set(leafPath, leaf);
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
}

function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]));
}

const english = flatten(en) as Map<string, string>;
const englishPaths = [...english.keys()].sort();
const englishAppPaths = englishPaths.filter((path) => path.startsWith('app.'));

/**
 * Compares a translated text with English: `missing` are the placeholders of `required` (an English
 * string or one of its plural forms) the text lacks, allowing the path's substitutes and `omissions`;
 * `unknown` are the text's placeholders found nowhere in the whole English string `englishText`.
 */
function comparePlaceholders(
  path: string,
  englishText: string,
  required: string,
  text: string,
  omissions: string[] = [],
): { missing: string[]; unknown: string[] } {
  const substitutes = SUBSTITUTES[path] ?? {};
  const found = placeholders(text);
  const missing = [...placeholders(required)].filter(
    (name) => !omissions.includes(name) && !found.has(name) && !(substitutes[name] && found.has(substitutes[name])),
  );
  const allowed = new Set([...placeholders(englishText), ...Object.values(substitutes)]);
  const unknown = [...found].filter((name) => !allowed.has(name));
  return { missing, unknown };
}

describe('the English catalogue', () => {
  it('has react-admin strings, resources and app strings, all non-empty', () => {
    expect(englishPaths.some((path) => path.startsWith('ra.'))).toBe(true);
    expect(englishAppPaths.length).toBeGreaterThan(0);
    expect(Object.keys(en.resources ?? {}).length).toBeGreaterThan(0);
    for (const value of english.values()) expect(typeof value === 'string' && value.length > 0).toBe(true);
  });
});

describe.each(Object.entries(LANGUAGES))('the %s catalogue', (_language, { catalogue, singleForm }) => {
  const translated = flatten(catalogue);

  it('has exactly the key paths of the English catalogue', () => {
    expect([...translated.keys()].sort()).toEqual(englishPaths);
  });

  it('has a non-empty string for every key', () => {
    const bad = [...translated].filter(([, value]) => typeof value !== 'string' || value.length === 0);
    expect(bad).toEqual([]);
  });

  it("keeps every placeholder of the English strings, and adds none of its own", () => {
    const problems: string[] = [];
    for (const [path, englishText] of english) {
      const text = translated.get(path);
      if (typeof text !== 'string') continue; // reported by the tests above
      const englishForms = englishText.split(PLURAL_DELIMITER);
      if (singleForm || englishForms.length === 1) {
        // One form serves every count: it needs the placeholders of all of English's forms.
        const omissions = singleForm && englishForms.length > 1 ? SINGLE_FORM_OMISSIONS[path] : [];
        const { missing, unknown } = comparePlaceholders(path, englishText, englishText, text, omissions);
        if (missing.length) problems.push(`${path}: lacks ${missing.join(', ')}`);
        if (unknown.length) problems.push(`${path}: has unknown ${unknown.join(', ')}`);
      } else {
        // Same one/other shape as English: each form needs the placeholders of English's matching form.
        const forms = text.split(PLURAL_DELIMITER);
        englishForms.forEach((englishForm, index) => {
          const { missing, unknown } = comparePlaceholders(path, englishText, englishForm, forms[index] ?? '');
          if (missing.length) problems.push(`${path} [form ${index}]: lacks ${missing.join(', ')}`);
          if (unknown.length) problems.push(`${path} [form ${index}]: has unknown ${unknown.join(', ')}`);
        });
      }
    }
    expect(problems).toEqual([]);
  });

  it(singleForm ? 'gives plural strings a single form' : 'gives plural strings as many forms as English', () => {
    const problems: string[] = [];
    for (const [path, englishText] of english) {
      const text = translated.get(path);
      if (typeof text !== 'string') continue;
      const expected = singleForm ? 1 : englishText.split(PLURAL_DELIMITER).length;
      const forms = text.split(PLURAL_DELIMITER);
      if (forms.length !== expected || (forms.length > 1 && forms.some((form) => form.trim() === ''))) {
        problems.push(`${path}: ${forms.length} form(s), expected ${expected}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('translates at least 90% of the app strings', () => {
    const same = englishAppPaths.filter((path) => translated.get(path) === english.get(path));
    expect(1 - same.length / englishAppPaths.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe.each(Object.entries(MODULES))('the %s fragments', (_language, { fragments }) => {
  it('never define the same key twice, since the merge would silently keep the last one', () => {
    const definedBy = new Map<string, string>();
    const collisions: string[] = [];
    for (const [name, fragment] of Object.entries(fragments)) {
      for (const path of flatten(fragment).keys()) {
        const first = definedBy.get(path);
        if (first === undefined) definedBy.set(path, name);
        else collisions.push(`${path}: ${first} and ${name}`);
      }
    }
    expect(collisions).toEqual([]);
  });
});

describe('the catalogues the app is given', () => {
  it('are the assembled ones: English at once, every other language through its loader', async () => {
    expect(catalogues.en).toBe(en);
    for (const language of ['de', 'es', 'fr', 'ja', 'zh'] as const) {
      await expect(catalogues[language]()).resolves.toBe(MODULES[language].default);
    }
  });
});
