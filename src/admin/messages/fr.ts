import shell from '../i18n/fr';
import { assemble, byFolder, type Words } from './assemble';

/** The French words, by fragment, in the order of messages/en.ts. */
export const fragments = {
  shell,
  ...byFolder(import.meta.glob<Words>(['../dashboard/i18n/fr.ts', '../resources/*/i18n/fr.ts'], { eager: true, import: 'default' })),
};

/** The French catalogue: this module and its fragments are the one chunk the language menu downloads. */
const fr = assemble(fragments);

export default fr;
