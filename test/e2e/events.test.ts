import { format } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newPage, POLL, signInAs } from './browser';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
const EVENT = 'Thistlewood Valuation Workshop';
// The demo member account and one more demo person register; the member checks in.
const MEMBER = { name: 'Morgan Member', email: 'member@example.com' };

let browser: Browser;
let page: Page;
let signInSheetUrl = '';
let rosterUrl = '';
let secondName = '';
let memberCode = '';

beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the attendee picker, searches and selects the first person not yet registered. */
async function register(search: string): Promise<void> {
  await page.getByRole('button', { name: 'Register attendees' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Search' }).fill(search);
  await dialog.getByRole('textbox', { name: 'Search' }).press('Enter');
  const selected = dialog.getByRole('button', { name: 'Selected', exact: true });
  await dialog.getByRole('button', { name: 'Select', exact: true }).first().waitFor();
  const before = await selected.count();
  await dialog.getByRole('button', { name: 'Select', exact: true }).first().click();
  // Registered at once: the row's button turns into a disabled 'Selected'.
  await expect.poll(() => selected.count(), POLL).toBe(before + 1);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('events', () => {
  it('lists the demo events', async () => {
    await page.getByRole('menuitem', { name: 'Events' }).click();
    await page.waitForURL(/\/events(\?|$)/);
    await page.getByRole('columnheader', { name: /starts/i }).waitFor();
    await expect.poll(() => page.getByRole('row').count(), POLL).toBeGreaterThan(5);
    await expectAccessible(page);
  });

  it('creates a published event that starts within the hour', async () => {
    await page.getByRole('link', { name: 'Add Event' }).click();
    await page.waitForURL('**/events/add');
    const start = new Date(Date.now() + 30 * 60_000);
    const end = new Date(start.getTime() + 3 * 3_600_000);
    await page.getByRole('textbox', { name: /^Name/ }).fill(EVENT);
    await page.getByLabel(/^Starts/).fill(format(start, "yyyy-MM-dd'T'HH:mm"));
    await page.getByLabel(/^Ends/).fill(format(end, "yyyy-MM-dd'T'HH:mm"));
    await page.getByRole('textbox', { name: /^Venue/ }).fill('Association office, Bloomington');
    await page.getByRole('spinbutton', { name: /^Credit Hours/ }).fill('2.5');
    await page.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Published' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Event created successfully!').waitFor();
    await page.waitForURL('**/events/edit/*');
  });

  it('registers two people and gives out the public pages', async () => {
    await page.getByRole('tab', { name: 'Attendees' }).click();
    await register(MEMBER.email);
    await register('');
    await page.getByText(/^2 registered/).waitFor();
    const table = page.getByRole('table', { name: 'Attendees' });
    await table.getByRole('row').filter({ hasText: MEMBER.name }).waitFor();
    const names = await table.getByRole('row').filter({ has: page.getByRole('cell') }).evaluateAll((rows) =>
      rows.map((row) => row.querySelector('td, th[scope=row]')?.textContent?.trim() ?? ''),
    );
    secondName = names.find((name) => name !== '' && name !== MEMBER.name)!;
    expect(names).toHaveLength(2);

    // The member's own check-in code, as staff read it out at the door (and as their registration mail has it).
    const codeCell = table.getByRole('row').filter({ hasText: MEMBER.name }).getByRole('cell').nth(6);
    await expect.poll(async () => (await codeCell.textContent())?.trim(), POLL).toMatch(/^[0-9A-F]{5}-[0-9A-F]{5}$/);
    memberCode = (await codeCell.textContent())!.trim();

    await page.getByRole('button', { name: 'Create Roster link' }).click();
    await page.getByRole('textbox', { name: 'Roster' }).waitFor();
    await page.getByRole('button', { name: 'Create Sign-in sheet link' }).click();
    await page.getByRole('textbox', { name: 'Sign-in sheet' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Sign-in sheet' }).inputValue(), POLL).toMatch(/\/events\/signinsheet\/[\w-]{20,}$/);
    await expect.poll(() => page.getByRole('textbox', { name: 'Roster' }).inputValue(), POLL).toMatch(/\/events\/roster\/[\w-]{20,}$/);
    signInSheetUrl = await page.getByRole('textbox', { name: 'Sign-in sheet' }).inputValue();
    rosterUrl = await page.getByRole('textbox', { name: 'Roster' }).inputValue();
    await expectAccessible(page);
  });

  it('shows the roster and lets an attendee check in on the sign-in sheet, signed out, on a phone', async () => {
    const { context, page: phone } = await newPage(browser, { width: 390, height: 844 });
    try {
      await phone.goto(rosterUrl);
      await phone.getByRole('heading', { level: 1, name: EVENT }).waitFor();
      await expect.poll(() => phone.title(), POLL).toBe(`Roster: ${EVENT}`);
      const roster = phone.getByRole('table');
      await roster.getByRole('row').filter({ hasText: MEMBER.name }).waitFor();
      await roster.getByRole('row').filter({ hasText: secondName }).waitFor();
      // Names and companies only: no email address anywhere on the page.
      await expect.poll(() => phone.locator('body').textContent(), POLL).not.toContain('@');
      await phone.getByRole('button', { name: 'Print' }).waitFor();
      await expectAccessible(phone);

      await phone.goto(signInSheetUrl);
      await phone.getByRole('heading', { level: 1, name: EVENT }).waitFor();
      await expect.poll(() => phone.title(), POLL).toBe(`Sign in: ${EVENT}`);
      // No names on the attendee's phone: they check in with their own code.
      await expect.poll(() => phone.getByRole('list', { name: 'Registered people' }).count(), POLL).toBe(0);
      await phone.getByRole('textbox', { name: 'Check-in code' }).fill(memberCode.toLowerCase());
      await phone.getByRole('button', { name: 'Check in' }).click();
      await phone.getByRole('status').getByText(`Thank you, ${MEMBER.name}. You are checked in.`).waitFor();
      await expectAccessible(phone);
      // Nothing else was signed in: the admin token lives in the other browser context only.
      await phone.waitForURL((url) => /^\/events\/signinsheet\//.test(url.pathname));
    } finally {
      await context.close();
    }
  });

  it('shows the check-in to staff, and the credit hours in the attendee’s event history and DOC total', async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'Attendees' }).click();
    await page.getByText('1 attended').waitFor();
    const memberRow = page.getByRole('table', { name: 'Attendees' }).getByRole('row').filter({ hasText: MEMBER.name });
    await expect.poll(() => memberRow.getByRole('checkbox').isChecked(), POLL).toBe(true);

    await page.goto(`/user-management/users/list?filter=${encodeURIComponent(JSON.stringify({ q: MEMBER.email }))}`);
    await page.getByRole('row').filter({ hasText: MEMBER.email }).getByRole('link', { name: `Edit ${MEMBER.name}` }).click();
    await page.waitForURL('**/user-management/users/edit/*');
    const history = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Credit Hours' }) });
    const entry = history.getByRole('row').filter({ hasText: EVENT });
    await entry.waitFor();
    await expect.poll(() => entry.getByRole('cell').last().textContent(), POLL).toContain('2.5');
    const link = entry.getByRole('link', { name: new RegExp(EVENT) });
    await expect.poll(() => link.getAttribute('target'), POLL).toBe('_blank');
    await expect.poll(() => link.getAttribute('href'), POLL).toMatch(/^\/events\/edit\//);
    // The DOC credit total counts every attended event of the demo year, this one's 2.5 hours included.
    const total = page.getByText(/^DOC credit total: [\d.,]+ hours?$/);
    await total.waitFor();
    await expect.poll(async () => Number((await total.textContent())!.replace(/[^\d.]/g, '')), POLL).toBeGreaterThanOrEqual(2.5);
    await expectAccessible(page);
  });
});
