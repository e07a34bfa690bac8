import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldLabel, formatValue, revertKind } from '../../../../src/admin/resources/audit/auditValues';
import { ENTITY_TABLES } from '../../../../src/server/core/auditEntries';
import { englishI18nProvider } from '../../../helpers/renderWithAdmin';
import { DELETED, MOVED, SIGN_IN } from './fixtures';

const translate = englishI18nProvider().translate;

/** Columns the history never records: keys, sort copies, counters and timestamps. */
const UNRECORDED = /^(id|createdAt|updatedAt|tokenVersion|.*InLower)$/;

describe('the audit history as the screens read it', () => {
  it.each(Object.entries(ENTITY_TABLES))('names every recorded field of %s by a label of the catalogue, never by its column name', (entity, table) => {
    // Marks what the catalogue answers, to tell it from the last resort ('companyId' → 'Company id').
    const marking = ((key: string, options?: Record<string, unknown>) => {
      const found = translate(key, { ...options, _: '' });
      return found ? `«${found}»` : translate(key, options);
    }) as typeof translate;
    for (const field of Object.keys(getTableColumns(table)).filter((name) => !UNRECORDED.test(name))) {
      expect({ field, fromCatalogue: fieldLabel(entity, field, marking).startsWith('«') }).toEqual({ field, fromCatalogue: true });
    }
    expect(fieldLabel('users', 'companyId', translate)).toBe('Company');
    expect(fieldLabel('roles', 'access.User Management', translate)).toBe('Access: User Management');
  });

  it('shows values as the screens do', () => {
    const change = (field: string, old: unknown, value: unknown) => ({ field, old, new: value });
    expect(formatValue('users', change('role', 'member', 'admin'), 'new', translate)).toBe('Staff');
    expect(formatValue('users', change('isActive', true, false), 'new', translate)).toBe('Inactive');
    expect(formatValue('users', change('volunteer', false, true), 'new', translate)).toBe('Yes');
    expect(formatValue('users', change('middleName', null, ''), 'old', translate)).toBe('(empty)');
    expect(formatValue('courses', change('delivery', 'online', 'in-person'), 'new', translate)).toBe('In person');
    expect(formatValue('events', change('priceCents', 0, 2500), 'new', translate)).toBe('$25.00');
    expect(formatValue('users', change('biography', '<p>One <b>bold</b> line</p>', ''), 'old', translate)).toBe('One bold line');
    expect(formatValue('users', { field: 'roles', old: [], new: ['r1', 'r2'], newLabel: ['Editors', 'Hosts'] }, 'new', translate)).toBe('Editors, Hosts');
  });

  it('tells what can be done with an entry', () => {
    expect(revertKind(MOVED)).toMatchObject({ kind: 'revert' });
    expect(revertKind(DELETED)).toMatchObject({ kind: 'restore' });
    expect(revertKind(SIGN_IN)).toEqual({ kind: null, reason: 'app.audit.revert.reasons.security' });
    expect(revertKind({ ...MOVED, action: 'create' })).toEqual({ kind: null, reason: 'app.audit.revert.reasons.create' });
    expect(revertKind({ ...MOVED, changes: [{ field: 'passwordHash', changed: true }] })).toEqual({ kind: null, reason: 'app.audit.revert.reasons.secret' });
  });
});
