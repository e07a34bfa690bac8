import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/admin/providers/i18nProvider';
import de from '../../src/admin/resources/compliance/i18n/de';
import en from '../../src/admin/resources/compliance/i18n/en';
import es from '../../src/admin/resources/compliance/i18n/es';
import fr from '../../src/admin/resources/compliance/i18n/fr';
import ja from '../../src/admin/resources/compliance/i18n/ja';
import zh from '../../src/admin/resources/compliance/i18n/zh';
import { expectAccessible, lastMail, launch, mailsTo, newPage, POLL, signInAs } from './browser';

const WORDS = { en, de, es, fr, ja, zh };

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await signInAs(page, 'admin@example.com', 'Admin#2026');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
});
afterAll(async () => {
  await browser?.close();
});

const SUBJECT = /Subject: Continuing education: /;
const reminderDialog = () => page.getByRole('dialog', { name: 'Send a CE reminder' });

describe('CE Compliance', () => {
  let recipient = '';

  it('finds the members behind through the Filters panel', async () => {
    await page.goto('/compliance');
    await page.getByRole('menuitem', { name: 'CE Compliance', exact: true }).waitFor();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Behind' }).click();
    await page.keyboard.press('Escape');
    await panel.getByRole('button', { name: 'Apply' }).click();
    const rows = page.locator('tbody tr');
    await rows.first().getByText('Behind').waitFor();
    await expect.poll(async () => (await rows.allTextContents()).every((text) => text.includes('Behind')), POLL).toBe(true);
    await expectAccessible(page);
  });

  it('saves that query and applies it again after a Reset', async () => {
    await page.getByRole('button', { name: 'Saved queries' }).click();
    await page.getByRole('button', { name: 'Save current query...' }).click();
    await page.getByRole('textbox', { name: /^Query name/ }).fill('Behind on CE');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('button', { name: 'Filters', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Saved queries' }).click();
    await page.getByRole('button', { name: 'Behind on CE', exact: true }).click();
    await page.getByRole('button', { name: 'Filters (1 applied)' }).waitFor();
    await page.locator('tbody tr').first().getByText('Behind').waitFor();
  });

  it("opens a member's credit history from their row", async () => {
    const first = page.locator('tbody tr').first();
    await first.getByRole('button', { name: /^Credit history of / }).click();
    const dialog = page.getByRole('dialog', { name: /^Credit history: / });
    await dialog.getByRole('heading', { name: /\(current\)$/ }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('sends one of them a reminder after its count and mail preview; the mail is in the outbox once', async () => {
    await page.locator('tbody tr').first().getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Send reminder' }).click();
    await reminderDialog().getByText('A reminder mail goes to 1 member.').waitFor();
    recipient = ((await reminderDialog().getByText(/^To: .+@/).textContent()) ?? '').replace(/^To:\s*/, '').trim();
    expect(recipient).toMatch(/@/);
    await expectAccessible(page);
    await reminderDialog().getByRole('button', { name: 'Send 1 reminder' }).click();
    await page.getByText('1 reminder sent').waitFor();
    expect(await lastMail(recipient, SUBJECT)).toMatch(/credit hours/);
    expect(mailsTo(recipient, SUBJECT)).toHaveLength(1);
  });

  it('never reminds the same member twice in a day', async () => {
    const row = page.locator('tbody tr').first();
    // The list now shows when they were reminded.
    await expect.poll(async () => (await row.locator('td.column-lastRemindedAt').textContent()) ?? '', POLL).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Send reminder' }).click();
    await reminderDialog().getByText(/Nobody to remind/).waitFor();
    expect(await reminderDialog().getByRole('button', { name: 'Send 0 reminders' }).isDisabled()).toBe(true);
    await reminderDialog().getByRole('button', { name: 'Cancel' }).click();
    expect(mailsTo(recipient, SUBJECT)).toHaveLength(1);
  });

  it('shows the settings with their versions, and the dashboard card of members behind', async () => {
    await page.getByRole('link', { name: 'CE Settings' }).click();
    await page.getByRole('spinbutton', { name: /Hours required per cycle/ }).waitFor();
    await page.getByRole('table', { name: 'Versions' }).getByText('Product default').waitFor();
    await expectAccessible(page);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /^Behind on CE \d/ }).waitFor();
  });

  it('reads in each of the six languages', async () => {
    let current = 'English';
    for (const { locale, name } of [...LOCALES.slice(1), LOCALES[0]!]) {
      await page.getByRole('button', { name: current, exact: true }).click();
      await page.getByRole('menuitem', { name, exact: true }).click();
      // The language is the app's once its words have arrived and the button names it.
      await page.getByRole('button', { name, exact: true }).waitFor();
      current = name;
      const words = WORDS[locale as keyof typeof WORDS];
      await page.goto(`/compliance?filter=${encodeURIComponent(JSON.stringify({ status: ['behind'] }))}`);
      await page.getByRole('columnheader', { name: words.resources.compliance.fields.hoursLeft }).waitFor();
      await page.locator('tbody tr').first().getByText(words.app.compliance.statuses.behind, { exact: true }).waitFor();
      await page.getByRole('link', { name: words.app.compliance.settings.open }).waitFor();
    }
  });
});
