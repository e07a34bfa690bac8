import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newPage, POLL, signInAs } from './browser';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
const COMPANY = 'North Star Commercial Realty';
const REFERENCE = 'Check 80417';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
});
afterAll(async () => {
  await browser?.close();
});

const totals = () => page.getByRole('region', { name: 'Totals of the filtered payments' });

describe('payments', () => {
  it('lists the demo ledger with its totals', async () => {
    await page.getByRole('menuitem', { name: 'Payment' }).click();
    await page.waitForURL(/\/payments(\?|$)/);
    await totals().getByText(/^Total: \$[\d,]+\.\d\d$/).waitFor();
    await expectAccessible(page);
  });

  it('records a payment from a company', async () => {
    await page.getByRole('link', { name: 'Add Payment' }).click();
    await page.waitForURL('**/payments/add');
    await page.getByRole('button', { name: 'Select Company' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Search' }).fill('north star');
    await dialog.getByRole('textbox', { name: 'Search' }).press('Enter');
    await dialog.getByRole('row').filter({ hasText: COMPANY }).getByRole('button', { name: 'Select', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('combobox', { name: /^Purpose/ }).click();
    await page.getByRole('option', { name: 'Sponsorship' }).click();
    await page.getByRole('textbox', { name: /^Amount/ }).fill('1234.56');
    await page.getByRole('combobox', { name: /^Method/ }).click();
    await page.getByRole('option', { name: 'Check' }).click();
    await page.getByRole('textbox', { name: /^Reference/ }).fill(REFERENCE);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Payment recorded successfully!').waitFor();
    await page.waitForURL(/\/payments(\?|$)/);
  });

  it('finds it and sees it in the filtered totals', async () => {
    await page.getByRole('textbox', { name: 'Search' }).fill(REFERENCE);
    await page.getByRole('textbox', { name: 'Search' }).press('Enter');
    const row = page.getByRole('row').filter({ hasText: REFERENCE });
    await row.waitFor();
    await expect.poll(() => row.textContent(), POLL).toContain('$1,234.56');
    await totals().getByText('1 payment', { exact: true }).waitFor();
    await totals().getByText('Total: $1,234.56').waitFor();
  });
});
