/**
 * Drafts of rich-text fields kept in the browser, so that a text typed and not saved survives a
 * reload or a closed tab for a while. A storage that refuses (private mode, quota) keeps no draft.
 */
export const DRAFT_INTERVAL_MS = 30_000;
export const DRAFT_RETENTION_MS = 120_000;

const PREFIX = 'cre-admin.richTextDraft:';

export interface RichTextDraft {
  value: string;
  /** When it was kept (milliseconds since the epoch). */
  savedAt: number;
}

/** One draft per user, resource, record ('new' on an add screen) and field. */
export function draftKey(parts: { userId: string | number; resource: string; recordId?: string | number | null; source: string }): string {
  return `${PREFIX}${parts.userId}:${parts.resource}:${parts.recordId ?? 'new'}:${parts.source}`;
}

function parse(raw: string | null): RichTextDraft | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<RichTextDraft>;
    return typeof draft.value === 'string' && typeof draft.savedAt === 'number' ? { value: draft.value, savedAt: draft.savedAt } : null;
  } catch {
    return null;
  }
}

export function saveDraft(storage: Storage, key: string, value: string, now = Date.now()): void {
  try {
    storage.setItem(key, JSON.stringify({ value, savedAt: now } satisfies RichTextDraft));
  } catch {
    /* no room or no storage: no draft */
  }
}

export function discardDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    /* nothing kept */
  }
}

/** The draft under `key` while it is within its retention; an older one is dropped. */
export function readDraft(storage: Storage, key: string, now = Date.now()): RichTextDraft | null {
  let draft: RichTextDraft | null;
  try {
    draft = parse(storage.getItem(key));
  } catch {
    return null;
  }
  if (draft && now - draft.savedAt <= DRAFT_RETENTION_MS) return draft;
  if (draft) discardDraft(storage, key);
  return null;
}

/** Drops every draft past its retention (the fields they belong to may never be opened again). */
export function purgeExpiredDrafts(storage: Storage, now = Date.now()): void {
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key !== null && key.startsWith(PREFIX),
    );
    for (const key of keys) readDraft(storage, key, now);
  } catch {
    /* no storage */
  }
}
