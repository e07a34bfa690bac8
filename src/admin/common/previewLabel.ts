import { readPreview } from '../providers/session';

/** During a preview a button that would write says that nothing is saved (the server refuses it too). */
export const writeLabel = <L extends string | undefined>(label: L): L | 'app.previews.notSaved' => (readPreview() ? 'app.previews.notSaved' : label);
