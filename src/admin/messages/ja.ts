import shell from '../i18n/ja';
import { assemble, byFolder, type Words } from './assemble';

/** The Japanese words, by fragment, in the order of messages/en.ts. */
export const fragments = {
  shell,
  ...byFolder(import.meta.glob<Words>(['../dashboard/i18n/ja.ts', '../resources/*/i18n/ja.ts'], { eager: true, import: 'default' })),
};

/** The Japanese catalogue: this module and its fragments are the one chunk the language menu downloads. */
const ja = assemble(fragments);

export default ja;
