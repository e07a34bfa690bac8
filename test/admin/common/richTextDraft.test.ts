import { beforeEach, describe, expect, it } from 'vitest';
import {
  DRAFT_RETENTION_MS,
  discardDraft,
  draftKey,
  purgeExpiredDrafts,
  readDraft,
  saveDraft,
} from '../../../src/admin/common/richTextDraft';

describe('rich-text drafts', () => {
  const key = draftKey({ userId: 'u1', resource: 'companies', recordId: 'c1', source: 'description' });
  beforeEach(() => localStorage.clear());

  it('keys a draft by user, resource, record and field, "new" on an add screen', () => {
    expect(key).not.toBe(draftKey({ userId: 'u2', resource: 'companies', recordId: 'c1', source: 'description' }));
    expect(draftKey({ userId: 'u1', resource: 'locations', source: 'description' })).toMatch(/:locations:new:description$/);
  });

  it('offers a draft for two minutes, then drops it', () => {
    saveDraft(localStorage, key, '<p>Unsaved</p>', 1_000);
    expect(readDraft(localStorage, key, 1_000 + DRAFT_RETENTION_MS)).toEqual({ value: '<p>Unsaved</p>', savedAt: 1_000 });
    expect(readDraft(localStorage, key, 1_001 + DRAFT_RETENTION_MS)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('purges expired drafts of any field, keeps fresh ones and other keys, and ignores unreadable entries', () => {
    const fresh = draftKey({ userId: 'u1', resource: 'events', recordId: 'e1', source: 'description' });
    saveDraft(localStorage, key, 'old', 0);
    saveDraft(localStorage, fresh, 'new', DRAFT_RETENTION_MS);
    localStorage.setItem('RaStore.sidebar.open', 'true');
    localStorage.setItem(`${key}x`, '{not json');
    purgeExpiredDrafts(localStorage, DRAFT_RETENTION_MS + 1);
    expect(localStorage.getItem(key)).toBeNull();
    expect(readDraft(localStorage, fresh, DRAFT_RETENTION_MS + 1)?.value).toBe('new');
    expect(localStorage.getItem('RaStore.sidebar.open')).toBe('true');
    expect(readDraft(localStorage, `${key}x`)).toBeNull();
    discardDraft(localStorage, fresh);
    expect(localStorage.getItem(fresh)).toBeNull();
  });
});
