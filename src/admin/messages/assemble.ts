import { mergeTranslations } from 'react-admin';

/** The intersection of the members of a union: the type of the deep merge of catalogue fragments. */
type Intersection<U> = (U extends unknown ? (fragment: U) => void : never) extends (fragment: infer I) => void ? I : never;

/**
 * A language's catalogue: its fragments, by name, deep-merged into a new object in their order, with
 * react-admin's own helper (lodash's merge). No two fragments define the same key
 * (test/admin/i18n/catalogues.test.ts): the later would silently overwrite the other.
 */
export const assemble = <T extends Record<string, object>>(fragments: T): Intersection<T[keyof T]> =>
  mergeTranslations(...Object.values(fragments)) as Intersection<T[keyof T]>;
