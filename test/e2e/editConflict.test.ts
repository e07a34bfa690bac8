import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, expectAccessible, launch, newPage, POLL, signInAs, type ApiCall } from './browser';

/**
 * Two staff members edit the same company in two browsers. The first saves; the second's save is
 * stopped with a dialog that shows both values, and each of its three ways out ends with the values
 * the second person chose.
 */

const EDITOR = { email: 'conflict.editor@example.com', password: 'Conflict#2026' };
const NAME = 'Conflict Test Realty';

let browser: Browser;
let first: Page;
let second: Page;
let api: ApiCall;
let companyId = '';
let firstName = '';

type Company = { name: string; websiteUrl: string; description: string };
const stored = async () => (await api<{ company: Company }>('GET', `/company/${companyId}`)).company;

/** Both pages on the company's edit screen, each showing the website as stored now. */
async function openBoth(): Promise<void> {
  const { websiteUrl } = await stored();
  for (const page of [first, second]) {
    await page.goto(`/companies/edit/${companyId}`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Website URL' }).inputValue(), POLL).toBe(websiteUrl);
  }
}

async function saveFirst(website: string): Promise<void> {
  await first.getByRole('textbox', { name: 'Website URL' }).fill(website);
  await first.getByRole('button', { name: 'Update' }).click();
  await first.waitForURL(/\/companies(\?|$)/);
}

/** The second page's save of `website`, stopped by the dialog. */
async function saveSecondIntoConflict(website: string) {
  await second.getByRole('textbox', { name: 'Website URL' }).fill(website);
  await second.getByRole('button', { name: 'Update' }).click();
  const dialog = second.getByRole('dialog', { name: /while you were editing/ });
  await dialog.waitFor();
  return dialog;
}

beforeAll(async () => {
  api = await adminApi();
  firstName = (await api<{ user: { name: string } }>('GET', '/users/me')).user.name;
  const role = await api<{ role: { _id: string } }>('POST', '/roles/create', {
    name: 'Conflict Editor E2E',
    access: [{ module: 'Companies', read: true, update: true }],
  });
  await api('POST', '/users/create', {
    firstName: 'Cora',
    lastName: 'Conflict',
    email: EDITOR.email,
    phoneNumber: '612-555-0133',
    role: 'admin',
    roles: [role.role._id],
    password: EDITOR.password,
    confirmPassword: EDITOR.password,
  });
  companyId = (
    await api<{ company: { _id: string } }>('POST', '/company/create', {
      name: NAME,
      type: 'Broker',
      websiteUrl: 'https://conflict.example.com',
      description: '<p>Founded downtown.</p>',
      address: [],
      sponsership: [],
    })
  ).company._id;

  browser = await launch();
  ({ page: first } = await newPage(browser));
  ({ page: second } = await newPage(browser));
  await signInAs(first, 'admin@example.com', 'Admin#2026');
  await signInAs(second, EDITOR.email, EDITOR.password);
  for (const page of [first, second]) await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
});
afterAll(async () => {
  await browser?.close();
  if (companyId) await api('DELETE', `/company/${companyId}`).catch(() => undefined);
});

describe('two people saving the same company', () => {
  it('shows who changed it with both values, and Keep mine saves mine over theirs, keeping what only they changed', async () => {
    await openBoth();
    await first.getByRole('textbox', { name: 'Name' }).fill(`${NAME} North`);
    await saveFirst('https://theirs-1.example.com');

    const dialog = await saveSecondIntoConflict('https://mine-1.example.com');
    await dialog.getByRole('heading', { name: new RegExp(`^${NAME} North was changed by ${firstName} at \\d\\d:\\d\\d`) }).waitFor();
    const website = dialog.getByRole('row').filter({ hasText: 'Website URL' });
    await website.getByText('https://theirs-1.example.com').waitFor();
    await website.getByText('https://mine-1.example.com').waitFor();
    await dialog.getByRole('row').filter({ hasText: `${NAME} North` }).waitFor();
    await expectAccessible(second);

    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await second.waitForURL(/\/companies(\?|$)/);
    expect(await stored()).toMatchObject({ name: `${NAME} North`, websiteUrl: 'https://mine-1.example.com' });
  });

  it('Take theirs loads their values, saves nothing, and lists what was typed so it is not lost', async () => {
    await openBoth();
    await saveFirst('https://theirs-2.example.com');
    const dialog = await saveSecondIntoConflict('https://mine-2.example.com');

    await dialog.getByRole('button', { name: 'Take theirs' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => second.getByRole('textbox', { name: 'Website URL' }).inputValue(), POLL).toBe('https://theirs-2.example.com');
    const kept = second.getByRole('alert').filter({ hasText: 'Your values not saved:' });
    await kept.getByText(/https:\/\/mine-2\.example\.com/).waitFor();
    expect((await stored()).websiteUrl).toBe('https://theirs-2.example.com');

    // Saving now writes over their version without another question.
    await second.getByRole('textbox', { name: 'Website URL' }).fill('https://mine-2b.example.com');
    await second.getByRole('button', { name: 'Update' }).click();
    await second.waitForURL(/\/companies(\?|$)/);
    expect((await stored()).websiteUrl).toBe('https://mine-2b.example.com');
  });

  it('Keep both joins the two descriptions and keeps my website', async () => {
    await openBoth();
    await first.locator('[contenteditable="true"]').first().click();
    await first.keyboard.press('End');
    await first.keyboard.type(' Their sentence.');
    await saveFirst('https://theirs-3.example.com');

    await second.locator('[contenteditable="true"]').first().click();
    await second.keyboard.press('End');
    await second.keyboard.type(' My sentence.');
    const dialog = await saveSecondIntoConflict('https://mine-3.example.com');

    await dialog.getByRole('button', { name: 'Keep both' }).click();
    await second.waitForURL(/\/companies(\?|$)/);
    const company = await stored();
    expect(company.websiteUrl).toBe('https://mine-3.example.com');
    expect(company.description).toContain('Their sentence.');
    expect(company.description).toContain('My sentence.');
  });
});
