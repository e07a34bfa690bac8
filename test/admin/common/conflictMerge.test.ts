import { describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import {
  buildConflict,
  describeValue,
  plainText,
  resolveConflict,
  sameValue,
  unionById,
  type ConflictOptions,
} from '../../../src/admin/common/conflictMerge';

/** The English words the helpers ask for; other keys come back as themselves. */
const WORDS: Record<string, string> = { 'app.conflict.empty': '(empty)', 'ra.boolean.true': 'Yes', 'ra.boolean.false': 'No' };
const translate = (key: string, options?: { _?: string }) => WORDS[key] ?? options?._ ?? key;
const helpers = { translate, dataProvider: {} as DataProvider, resource: 'users' };

const LOADED = {
  id: 'u1',
  firstName: 'Ann',
  biography: 'Broker since 2001.',
  description: '<p>Retail.</p>',
  roles: [{ _id: 'r1', name: 'Editors' }],
  groups: ['Support'],
  updatedAt: 'v1',
};
const OPTIONS: ConflictOptions = { text: ['biography'], richText: ['description'] };

async function conflictOf(theirs: Record<string, unknown>, yours: Record<string, unknown>, fields: string[] = []) {
  return buildConflict({ loaded: LOADED, theirs: { ...LOADED, updatedAt: 'v2', ...theirs }, yours: { ...LOADED, ...yours }, fields }, OPTIONS, helpers);
}

describe('conflict rows', () => {
  it('lists what the writer changed and what the server names, not what nobody touched nor the form-only fields', async () => {
    const { rows } = await conflictOf({ firstName: 'Anne', groups: ['Support', 'Board'] }, { biography: 'Broker since 2002.', newPassword: 'secret-1' }, ['firstName']);
    expect(rows.map((row) => [row.key, row.theirs, row.yours, row.yoursChanged, row.theirsChanged])).toEqual([
      ['firstName', 'Anne', 'Ann', false, true],
      ['biography', 'Broker since 2001.', 'Broker since 2002.', true, false],
    ]);
  });

  it('offers Both for free text and lists of ids only, and reads rich text and references plainly', async () => {
    const { rows } = await conflictOf(
      { description: '<p>Retail &amp; office.</p>', roles: [{ _id: 'r2', name: 'Viewers' }], firstName: 'Anne' },
      { description: '<p>Industrial.</p>', roles: [{ _id: 'r1', name: 'Editors' }, { _id: 'r3', name: 'Payers' }], firstName: 'Annie' },
    );
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));
    expect(byKey.description).toMatchObject({ theirs: 'Retail & office.', yours: 'Industrial.', canBoth: true });
    expect(byKey.roles).toMatchObject({ theirs: 'Viewers', yours: 'Editors, Payers', canBoth: true });
    expect(byKey.firstName.canBoth).toBe(false);
  });
});

describe('resolveConflict', () => {
  it('Keep both joins texts, appends rich text and unites lists; a field they alone changed stays theirs', async () => {
    const { rows, start } = await conflictOf(
      { biography: 'Broker.', description: '<p>Office.</p>', roles: [{ _id: 'r2', name: 'Viewers' }], groups: ['Board'] },
      { biography: 'Appraiser.', description: '<p>Land.</p>', roles: [{ _id: 'r1', name: 'Editors' }, { _id: 'r3', name: 'Payers' }] },
      ['groups'],
    );
    const { values } = resolveConflict('both', start, rows);
    expect(values).toMatchObject({
      biography: 'Broker.\n\nAppraiser.',
      description: '<p>Office.</p><p>Land.</p>',
      roles: [{ _id: 'r2', name: 'Viewers' }, { _id: 'r1', name: 'Editors' }, { _id: 'r3', name: 'Payers' }],
      groups: ['Board'],
      updatedAt: 'v2',
    });
  });

  it('Keep mine takes each row as chosen, yours by default where the writer changed it', async () => {
    const { rows, start } = await conflictOf({ firstName: 'Anne', biography: 'Broker.' }, { firstName: 'Annie', biography: 'Appraiser.' });
    expect(resolveConflict('mine', start, rows).values).toMatchObject({ firstName: 'Annie', biography: 'Appraiser.' });
    expect(resolveConflict('mine', start, rows, { firstName: 'theirs', biography: 'both' }).values).toMatchObject({
      firstName: 'Anne',
      biography: 'Broker.\n\nAppraiser.',
    });
  });

  it("Take theirs keeps the writer's changes nobody else made and lists the ones it drops", async () => {
    const { rows, start } = await conflictOf({ firstName: 'Anne' }, { firstName: 'Annie', biography: 'Appraiser.' });
    const { values, lost } = resolveConflict('theirs', start, rows);
    expect(values).toMatchObject({ firstName: 'Anne', biography: 'Appraiser.' });
    expect(lost).toEqual([{ label: 'First Name', value: 'Annie' }]);
  });
});

describe('value helpers', () => {
  it('compares values whatever their key order, empty ones alike', () => {
    expect(sameValue({ a: 1, b: [1] }, { b: [1], a: 1 })).toBe(true);
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue([], undefined)).toBe(true);
    expect(sameValue('a', 'b')).toBe(false);
  });

  it('unites lists by id, wrapped ones too', () => {
    expect(unionById(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(unionById([{ sponser: { _id: 's1' } }], [{ sponser: { _id: 's1' } }, { sponser: { _id: 's2' } }])).toEqual([
      { sponser: { _id: 's1' } },
      { sponser: { _id: 's2' } },
    ]);
  });

  it('reads values for people', () => {
    expect(plainText('<p>One &lt;two&gt;</p><p>Three<br>four</p>')).toBe('One <two>\nThree\nfour');
    expect(describeValue(true, translate)).toBe('Yes');
    expect(describeValue('', translate)).toBe('(empty)');
    expect(describeValue([{ sponser: { _id: 's1', name: 'Gold' } }], translate)).toBe('Gold');
    expect(describeValue('c9', translate, { names: new Map([['c9', 'Ethics 101']]) })).toBe('Ethics 101');
  });
});
