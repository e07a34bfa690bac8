import shell from '../i18n/es';
import { assemble, byFolder, type Words } from './assemble';

/** The Spanish words, by fragment, in the order of messages/en.ts. */
export const fragments = {
  shell,
  ...byFolder(import.meta.glob<Words>(['../dashboard/i18n/es.ts', '../resources/*/i18n/es.ts'], { eager: true, import: 'default' })),
};

/** The Spanish catalogue: this module and its fragments are the one chunk the language menu downloads. */
const es = assemble(fragments);

export default es;
