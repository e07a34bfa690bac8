import shell from '../i18n/zh';
import { assemble, byFolder, type Words } from './assemble';

/** The Chinese words, by fragment, in the order of messages/en.ts. */
export const fragments = {
  shell,
  ...byFolder(import.meta.glob<Words>(['../dashboard/i18n/zh.ts', '../resources/*/i18n/zh.ts'], { eager: true, import: 'default' })),
};

/** The Chinese catalogue: this module and its fragments are the one chunk the language menu downloads. */
const zh = assemble(fragments);

export default zh;
