import fs from 'node:fs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, expectAccessible, launch, POLL, signInAs, type ApiCall } from './browser';
import { parseCsv } from '../helpers/csv';

/**
 * 'Export Table' (issue 13, item 25): the columns a staff member chose with Columns, in their order,
 * with their labels and the values as the screen shows them, for the whole filtered and sorted list.
 * A staff user of its own keeps this file's column choices (kept on the server per user) away from
 * the other browser tests; the records' names start with 'Exportia', which no other test uses.
 */

const PROBE = { email: 'export.probe@example.com', password: 'Exportia#Probe-2026' };
const NAMES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliett', 'Kilo', 'Lima'];
const companyName = (word: string) => `Exportia ${word} Realty`;
/** Broker for even positions, Developer for odd ones; every third one inactive. */
const TYPE = (i: number) => (i % 2 === 0 ? 'Broker' : 'Developer');
const ACTIVE = (i: number) => i % 3 !== 0;

let api: ApiCall;
let browser: Browser;
let page: Page;

/** The cells of a CSV file (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
/** Clicks 'Export Table' (named in the page's language) and reads the file it downloads. */
async function exportTable(name = 'Export Table'): Promise<{ download: Download; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name, exact: true }).click()]);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { download, rows: parseCsv(text) };
}

const headers = () => page.getByRole('columnheader').allInnerTexts();

beforeAll(async () => {
  api = await adminApi();
  const { role } = await api<{ role: { _id: string } }>('POST', '/roles/create', {
    name: 'Exportia Probe Role',
    access: [
      { module: 'Companies', read: true },
      { module: 'Events', read: true },
    ],
  });
  await api('POST', '/users/create', {
    firstName: 'Exportia',
    lastName: 'Probe',
    email: PROBE.email,
    phoneNumber: '612-555-0199',
    role: 'admin',
    roles: [role._id],
    password: PROBE.password,
    confirmPassword: PROBE.password,
  });
  // More companies than a page shows (10).
  for (const [i, word] of NAMES.entries()) {
    await api('POST', '/company/create', {
      name: companyName(word),
      type: TYPE(i),
      isActive: ACTIVE(i),
      websiteUrl: `https://${word.toLowerCase()}.exportia.example`,
    });
  }
  await api('POST', '/events/create', {
    name: 'Exportia Launch',
    startAt: '2026-06-02T01:30:00Z',
    endAt: '2026-06-02T03:00:00Z',
    venue: 'Exportia Hall',
    capacity: 40,
    priceCents: 123450,
    status: 'published',
  });
  await api('POST', '/events/create', {
    name: 'Exportia Mixer',
    startAt: '2026-05-20T17:00:00Z',
    endAt: '2026-05-20T19:00:00Z',
    venue: 'Exportia Bar',
  });

  browser = await launch();
  // The reader's time zone: the export writes dates and times as this browser shows them.
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1440, height: 900 }, timezoneId: 'America/Chicago' });
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
  await signInAs(page, PROBE.email, PROBE.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.getByRole('button', { name: 'Open profile panel' }).waitFor();
});
afterAll(async () => {
  await browser?.close();
});

describe('Export Table', () => {
  it('writes the company list as chosen with Columns: a column hidden, two swapped, every filtered row in the sort order', async () => {
    await page.goto(`/companies?filter=${encodeURIComponent(JSON.stringify({ q: 'Exportia' }))}&sort=nameInLower&order=ASC`);
    // One page of the twelve.
    await expect.poll(() => page.getByRole('row').count(), POLL).toBe(11);
    await expect.poll(headers, POLL).toEqual(['Image', 'Name', 'Type', 'Status', 'Website URL', 'Locations', 'Members', 'Last Updated', 'Actions']);

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('switch', { name: 'Website URL' }).click();
    // Type moves above Name, dragged in the chooser in small steps (it follows the browser's drag events).
    const from = (await page.getByRole('option', { name: 'Type', exact: true }).boundingBox())!;
    const to = (await page.getByRole('option', { name: 'Name', exact: true }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y) * step) / 10);
    }
    await page.mouse.up();
    await page.keyboard.press('Escape');
    await expect.poll(headers, POLL).toEqual(['Image', 'Type', 'Name', 'Status', 'Locations', 'Members', 'Last Updated', 'Actions']);
    // Focus back on Columns pulses for ever (MUI's keyboard focus ripple): axe waits for animations to end.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expectAccessible(page);

    // Last Updated as the screen writes it (today, in the browser's time zone).
    const updatedCell = page.getByRole('row').nth(1).getByRole('cell').nth(6);
    await expect.poll(() => updatedCell.innerText(), POLL).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    const updated = await updatedCell.innerText();

    const { download, rows } = await exportTable();
    expect(download.suggestedFilename()).toMatch(/^companies_table_\d{8}\.csv$/);
    expect(rows[0]).toEqual(['Type', 'Name', 'Status', 'Locations', 'Members', 'Last Updated']);
    expect(rows.slice(1)).toEqual(
      NAMES.map((word, i) => [TYPE(i), companyName(word), ACTIVE(i) ? 'Active' : 'Inactive', '0', '0', updated]),
    );
  });

  it('writes the event list in the reader\'s language and time zone, each cell as the table shows it', async () => {
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.goto(`/events?filter=${encodeURIComponent(JSON.stringify({ q: 'Exportia' }))}`);
    await expect.poll(() => page.getByRole('row').count(), POLL).toBe(3);
    const shownHeaders = await headers();
    // Every cell of the table but the actions, row by row, as the screen shows it.
    const shownRows: string[][] = [];
    for (const row of (await page.getByRole('row').all()).slice(1)) {
      shownRows.push((await row.getByRole('cell').allInnerTexts()).slice(0, -1));
    }

    const { download, rows } = await exportTable('Tabelle exportieren');
    expect(download.suggestedFilename()).toMatch(/^events_table_\d{8}\.csv$/);
    expect(rows[0]).toEqual(shownHeaders.slice(0, -1));
    expect(rows[0]).toContain('Status');
    expect(rows.slice(1)).toEqual(shownRows);
    // The latest start first; 01:30 UTC on June 2 is the evening of June 1 in Chicago; a free event says so.
    expect(rows[1]![0]).toBe('Exportia Launch');
    expect(rows[1]![1]!.replace('\u202f', ' ')).toBe('06/01/2026, 8:30 PM');
    expect(rows[1]).toContain('$1,234.50');
    expect(rows[2]![0]).toBe('Exportia Mixer');
    expect(rows[2]).toContain('Kostenlos');

    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  });
});
