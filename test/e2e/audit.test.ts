import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, expectAccessible, launch, newPage, POLL, signInAs, type ApiCall } from './browser';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
const FIRST = 'Auditra First Brokerage';
const SECOND = 'Auditra Second Brokerage';
const MEMBER = { firstName: 'Audra', lastName: 'Moved', email: 'audra.moved@example.com' };

let browser: Browser;
let page: Page;
let api: ApiCall;
let memberId: string;

beforeAll(async () => {
  api = await adminApi();
  const { company: first } = await api<{ company: { _id: string } }>('POST', '/company/create', { name: FIRST, type: 'Broker' });
  await api('POST', '/company/create', { name: SECOND, type: 'Broker' });
  const { user } = await api<{ user: { _id: string } }>('POST', '/users/create', {
    ...MEMBER,
    phoneNumber: '612-555-0142',
    role: 'member',
    company: first._id,
    password: 'Audra#2026x',
    confirmPassword: 'Audra#2026x',
  });
  memberId = user._id;
  browser = await launch();
  ({ page } = await newPage(browser));
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
});
afterAll(async () => {
  await browser?.close();
});

const companyBox = () => page.getByRole('textbox', { name: /^Company$/ });
const history = () => page.getByRole('tabpanel', { name: 'History' });

describe('the audit history', () => {
  it("staff move a member to another company", async () => {
    await page.goto(`/user-management/users/edit/${memberId}`);
    await expect.poll(() => companyBox().inputValue(), POLL).toBe(FIRST);
    await page.getByRole('button', { name: 'Select Company', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Search' }).fill('Auditra Second');
    await dialog.getByRole('textbox', { name: 'Search' }).press('Enter');
    await dialog.getByRole('row').filter({ hasText: SECOND }).getByRole('button', { name: 'Select', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => companyBox().inputValue(), POLL).toBe(SECOND);
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('User updated successfully!').waitFor();
  });

  it("shows the old and new company names in the member's History tab", async () => {
    await page.goto(`/user-management/users/edit/${memberId}`);
    await page.getByRole('tab', { name: 'History' }).click();
    const change = history().getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Company', exact: true }) }).first();
    await change.waitFor();
    await expect.poll(() => change.getByRole('cell').allInnerTexts(), POLL).toEqual([FIRST, SECOND]);
    await expectAccessible(page);
  });

  it('reverts the change after a confirmation showing the result, and records the revert', async () => {
    const entry = history().getByRole('article').first();
    await entry.getByRole('button', { name: /^Revert Entry \d+$/ }).click();
    const confirm = page.getByRole('dialog', { name: /^Revert entry \d+$/ });
    const row = confirm.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Company', exact: true }) });
    await expect.poll(() => row.getByRole('cell').allInnerTexts(), POLL).toEqual(['', SECOND, FIRST]);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: /^Revert \d+ fields?$/ }).click();
    await confirm.waitFor({ state: 'hidden' });
    // The newest entry is the revert, which sets the company back.
    const newest = history().getByRole('article').first();
    await newest.getByText('Reverted', { exact: true }).waitFor();
    await newest.getByText(/Reverts entry \d+/).waitFor();
    const back = newest.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Company', exact: true }) });
    await expect.poll(() => back.getByRole('cell').allInnerTexts(), POLL).toEqual([SECOND, FIRST]);
    // The form shows the company restored.
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect.poll(() => companyBox().inputValue(), POLL).toBe(FIRST);
    const saved = await api<{ user: { company: { name: string } | null } }>('GET', `/users/${memberId}`);
    expect(saved.user.company?.name).toBe(FIRST);
  });

  it('lists the change in the Audit Log, filtered to the member from the History tab', async () => {
    await page.getByRole('tab', { name: 'History' }).click();
    await history().getByRole('link', { name: 'Open in the Audit Log' }).click();
    await page.waitForURL('**/audit?**');
    await page.getByRole('button', { name: /Record: Audra Moved/ }).waitFor();
    const rows = page.getByRole('row').filter({ hasText: 'Audra Moved' });
    await expect.poll(() => rows.count(), POLL).toBeGreaterThanOrEqual(3);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Your recent activity' }).click();
    const panel = page.getByRole('dialog', { name: 'Audit Logs' });
    await panel.getByText('Reverted').first().waitFor();
    await expectAccessible(page);
  });
});
