import { afterEach, describe, expect, it } from 'vitest';
import { writeLabel } from '../../../src/admin/common/previewLabel';
import { dropPreview, keepPreview } from '../../../src/admin/providers/session';

afterEach(() => dropPreview());

describe('writeLabel', () => {
  it("keeps a button's own words, and says that nothing is saved during a preview", () => {
    expect(writeLabel('app.locations.update')).toBe('app.locations.update');
    expect(writeLabel(undefined)).toBeUndefined();
    keepPreview({ token: 't', me: null, roles: [], roleName: 'Desk', startedFrom: '/' });
    expect(writeLabel('app.locations.update')).toBe('app.previews.notSaved');
    expect(writeLabel(undefined)).toBe('app.previews.notSaved');
  });
});
