import shell from '../i18n/de';
import { assemble, byFolder, type Words } from './assemble';

/** The German words, by fragment, in the order of messages/en.ts. */
export const fragments = {
  shell,
  ...byFolder(import.meta.glob<Words>(['../dashboard/i18n/de.ts', '../resources/*/i18n/de.ts'], { eager: true, import: 'default' })),
};

/** The German catalogue: this module and its fragments are the one chunk the language menu downloads. */
const de = assemble(fragments);

export default de;
