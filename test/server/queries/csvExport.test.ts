import { describe, expect, it } from 'vitest';
import { neutraliseCell } from '../../../src/server/queries/csvExport';

describe('neutraliseCell', () => {
  it('puts an apostrophe before what a spreadsheet would run as a formula (OWASP, CSV Injection)', () => {
    for (const cell of ['=1+2', '+1', '-2', '@SUM(A1)', '\t=1+2', '\r=1+2', '\tplain', '\rplain', '\nplain']) {
      expect(neutraliseCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    }
  });

  it('also before a formula hidden behind blanks or a leading separator', () => {
    for (const cell of [';=1+2', ',=1+2', ' =1+2', ' ;@SUM(A1)', ';;-3', '; +cmd']) {
      expect(neutraliseCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves ordinary text as it is', () => {
    for (const cell of ['', 'Ada Payer', '2024-02-10', '125.50', 'Industrial; Office', 'a=b', 'x;y', "'quoted", 'e-mail']) {
      expect(neutraliseCell(cell), JSON.stringify(cell)).toBe(cell);
    }
  });
});
