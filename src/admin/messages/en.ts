import shell from '../i18n/en';
import type { TranslationMessages } from 'react-admin';
import { assemble, byFolder, type Words } from './assemble';

/** The English words, by fragment: the shell's (src/admin/i18n), then the dashboard's and each resource's, found by their folders. */
export const fragments = {
  shell,
  ...byFolder(import.meta.glob<Words>(['../dashboard/i18n/en.ts', '../resources/*/i18n/en.ts'], { eager: true, import: 'default' })),
};

/** The English catalogue: bundled in the entry, since react-admin needs its fallback at once. */
const en = assemble(fragments);

/** Every catalogue's shape: react-admin's words and ours, nested by key; each fragment's other languages are typed by its English file. */
export type AppMessages = TranslationMessages;

export default en;
