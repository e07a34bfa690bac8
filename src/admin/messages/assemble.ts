import { mergeTranslations, type TranslationMessages } from 'react-admin';

/** A catalogue or a fragment of one: words, nested by key. */
export type Words = { [key: string]: string | Words };

/** The dashboard's and each resource's fragments, named by their folder (`../resources/users/i18n/de.ts` → `users`). */
export function byFolder(found: Record<string, Words>): Record<string, Words> {
  return Object.fromEntries(Object.entries(found).map(([path, words]) => [path.split('/').at(-3)!, words]));
}

/**
 * A language's catalogue: its fragments deep-merged into a new object in their order, with
 * react-admin's own helper. No two fragments define the same key (test/admin/i18n/catalogues.test.ts):
 * the later would silently overwrite the other.
 */
export const assemble = (fragments: { shell: TranslationMessages } & Record<string, object>): TranslationMessages =>
  mergeTranslations(...Object.values(fragments)) as TranslationMessages;
