import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newPage, POLL, signInAs } from './browser';

const COMPANY = 'Aurora Test Realty';
const LOCATION = 'Aurora Test HQ';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await signInAs(page, 'admin@example.com', 'Admin#2026');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.getByRole('button', { name: 'Open profile panel' }).waitFor();
});
afterAll(async () => {
  await browser?.close();
});

/** Chooses an option of a MUI select by the select's label. */
async function choose(scope: Page | Locator, label: string, option: string, multiple = false): Promise<void> {
  // A select's name is its label followed by its value.
  const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`);
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // A multiple select stays open until Escape (which would close a dialog around a single one).
  if (multiple) await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

const companyRow = () => page.getByRole('row').filter({ hasText: COMPANY });

/** The company list searched for `text`, opened by its URL (the search box itself is tested above). */
async function openListSearching(text: string): Promise<void> {
  await page.goto(`/companies?filter=${encodeURIComponent(JSON.stringify({ q: text }))}`);
  await page.getByRole('textbox', { name: 'Search' }).and(page.locator(`[value="${text}"]`)).waitFor();
}

/** Opens the Filters panel, lets `set` fill it, applies it, and tells whether the company is listed then. */
async function listedWith(set: (panel: Locator) => Promise<void>): Promise<boolean> {
  await page.getByRole('button', { name: 'Reset' }).click();
  // The button is named 'Filters (1 applied)' until the reset list is shown.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await set(panel);
  const answered = page.waitForResponse((r) => r.url().includes('/api/v1/admin/company/list') && r.request().method() === 'GET');
  await panel.getByRole('button', { name: 'Apply' }).click();
  const listed = ((await (await answered).json()).body.companies as { name: string }[]).some((c) => c.name === COMPANY);
  await panel.waitFor({ state: 'hidden' });
  // The table shows what the API answered.
  await expect.poll(() => companyRow().count(), POLL).toBe(listed ? 1 : 0);
  return listed;
}

describe('companies', () => {
  it('opens the company list from the menu', async () => {
    await page.getByRole('menuitem', { name: 'Companies' }).click();
    await page.waitForURL(/\/companies(\?|$)/);
    await page.getByRole('columnheader', { name: /locations/i }).waitFor();
    await expect.poll(() => page.getByRole('row').count(), POLL).toBeGreaterThan(5);
    await expectAccessible(page);
  });

  it('creates a company with a new location and a sponsorship', async () => {
    await page.getByRole('link', { name: 'Add Company' }).click();
    await page.waitForURL('**/companies/add');
    await page.getByRole('textbox', { name: /^Name/ }).fill(COMPANY);
    await choose(page, 'Type', 'Broker');
    await page.getByRole('textbox', { name: 'Website URL' }).fill('https://aurora-test.example.com');
    await page.getByRole('textbox', { name: 'Description' }).fill('Office and industrial brokerage.');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Location' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(LOCATION);
    await choose(dialog, 'Type', 'Corporate');
    await choose(dialog, 'Market ID', 'Twin Cities');
    await dialog.getByRole('button', { name: 'Auto NRDS' }).click();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'NRDS ID' }).inputValue(), POLL).toMatch(/^5022\d{5}$/);
    await dialog.getByRole('textbox', { name: 'Address Line 1' }).first().fill('80 South 8th Street');
    await dialog.getByRole('textbox', { name: 'City' }).first().fill('Minneapolis');
    await dialog.getByRole('textbox', { name: 'ZIP Code' }).first().fill('55402');
    await dialog.getByRole('checkbox', { name: 'Mailing Address as Physical Address' }).check();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'City' }).nth(1).inputValue(), POLL).toBe('Minneapolis');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(LOCATION).waitFor();

    await page.getByRole('button', { name: 'Add Sponsorship' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Sponsorship' });
    await picker.getByRole('row').filter({ hasText: 'Gold' }).getByRole('button', { name: 'Select' }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Remove sponsorship Gold' }).waitFor();

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/companies(\?|$)/);
  });

  it('finds the company by search, with its location count', async () => {
    await page.getByRole('textbox', { name: 'Search' }).fill('aurora test');
    await page.keyboard.press('Enter');
    await companyRow().waitFor();
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(1);
    await companyRow().getByRole('button', { name: `Show the locations of ${COMPANY}` }).click();
    const locations = page.getByRole('dialog', { name: 'Company Locations' });
    await locations.getByText(LOCATION).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await locations.waitFor({ state: 'hidden' });
  });

  it('finds it by each filter, and not by the wrong value', async () => {
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;

    expect(await listedWith((panel) => choose(panel, 'Company Type', 'Broker', true))).toBe(true);
    expect(await listedWith((panel) => choose(panel, 'Company Type', 'Developer', true))).toBe(false);
    expect(await listedWith((panel) => choose(panel, 'Active Status', 'Active'))).toBe(true);
    expect(await listedWith((panel) => choose(panel, 'Active Status', 'Inactive'))).toBe(false);
    expect(await listedWith((panel) => choose(panel, 'Sponsorship', 'Gold'))).toBe(true);
    expect(await listedWith((panel) => choose(panel, 'Sponsorship', 'Platinum'))).toBe(false);
    expect(
      await listedWith(async (panel) => {
        await panel.getByLabel('From').fill(day);
        await panel.getByLabel('To').fill(day);
      }),
    ).toBe(true);
    expect(
      await listedWith(async (panel) => {
        await panel.getByLabel('From').fill('2020-01-01');
        await panel.getByLabel('To').fill('2020-01-31');
      }),
    ).toBe(false);
    expect(
      await listedWith(async (panel) => {
        await panel.getByRole('button', { name: 'Choose' }).click();
        const picker = page.getByRole('dialog', { name: 'Select Location' });
        await picker.getByRole('textbox', { name: 'Search' }).fill(LOCATION);
        await page.keyboard.press('Enter');
        await picker.getByRole('row').filter({ hasText: LOCATION }).getByRole('button', { name: 'Select' }).click();
        await picker.waitFor({ state: 'hidden' });
      }),
    ).toBe(true);
  });

  it('edits the company', async () => {
    await openListSearching('aurora test');
    await companyRow().getByRole('link', { name: `Edit ${COMPANY}` }).click();
    await page.waitForURL('**/companies/edit/*');
    const website = page.getByRole('textbox', { name: 'Website URL' });
    await expect.poll(() => website.inputValue(), POLL).toBe('https://aurora-test.example.com');
    await page.getByText(LOCATION).waitFor();
    await expectAccessible(page);
    await website.fill('https://aurora.example.com');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(/\/companies(\?|$)/);
    await openListSearching('aurora.example.com');
    await companyRow().waitFor();
  });

  it("deactivates it through the 'Company Status' confirmation", async () => {
    await companyRow().getByRole('switch', { name: `Status of ${COMPANY}: Active` }).click();
    const dialog = page.getByRole('dialog', { name: 'Company Status' });
    await dialog.getByText('Do you want to change the status to Inactive?').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await companyRow().getByRole('switch', { name: `Status of ${COMPANY}: Inactive` }).waitFor();
    await companyRow().getByText('Inactive', { exact: true }).waitFor();
  });

  it('refuses to delete a company that still has members, with the reason', async () => {
    await openListSearching('North Star Commercial');
    await page.getByRole('link', { name: 'Edit North Star Commercial Realty' }).click();
    await page.waitForURL('**/companies/edit/*');
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Company' });
    await confirm.getByText('Are you sure you want to delete this company?').waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('alert').filter({ hasText: /member/i }).first().waitFor();
    await page.waitForURL(/\/companies\/edit\//);
  });

  it('deletes the new company, and its location goes with it', async () => {
    await openListSearching('aurora test');
    await companyRow().getByRole('link', { name: `Edit ${COMPANY}` }).click();
    await page.waitForURL('**/companies/edit/*');
    await page.getByText(LOCATION).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Company' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Company deleted successfully!').waitFor();
    // The list may already have put its stored search in the address.
    await page.waitForURL(/\/companies(\?|$)/);
    const left = await page.evaluate(async (name) => {
      const token = localStorage.getItem('token');
      const res = await fetch(`/api/v1/admin/locations/list/all?search=${encodeURIComponent(name)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await res.json()).body.total as number;
    }, LOCATION);
    expect(left).toBe(0);
  });
});

describe('company edit: what is pending and what is missing', () => {
  it('marks a sponsorship added on Company Edit as not saved yet, as it does a new location', async () => {
    await openListSearching('Lakeshore Brokerage');
    await page.getByRole('link', { name: 'Edit Lakeshore Brokerage Group' }).click();
    await page.waitForURL('**/companies/edit/*');
    const sponsorships = page.getByRole('list', { name: 'Sponsorships' });
    const row = (name: string) => sponsorships.getByRole('listitem').filter({ hasText: name });
    await row('Gold').waitFor();
    await page.getByRole('button', { name: 'Add Sponsorship' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Sponsorship' });
    await picker.getByRole('row').filter({ hasText: 'Silver' }).getByRole('button', { name: 'Select' }).click();
    await picker.waitFor({ state: 'hidden' });
    await row('Silver').getByText('New, not saved yet').waitFor();
    expect(await row('Gold').getByText('New, not saved yet').count()).toBe(0);
    await expectAccessible(page);
  });

  it("says what keeps a seeded location's Update disabled: its Pay Member", async () => {
    await page.getByRole('button', { name: /^Edit location / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit Location' });
    const update = dialog.getByRole('button', { name: 'Update', exact: true });
    await update.waitFor();
    expect(await update.isDisabled()).toBe(true);
    // Shown under the button, and its description for a keyboard or screen-reader user.
    await dialog.getByText(/^To save, fill in or correct: .*Pay Member/).waitFor();
    const description = () =>
      update.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? '');
    await expect.poll(description, POLL).toMatch(/^To save, fill in or correct: .*Pay Member/);
    await expectAccessible(page);
  });
});
