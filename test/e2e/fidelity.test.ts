import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, expectAccessible, launch, newPage, signInAs, type ApiCall } from './browser';

/**
 * Flows a new staff user walks through, as the spec describes them (issue 13 'Flows and words'):
 * the demo accounts save as they are, the delete confirmation counts what the screen shows, and
 * nobody is offered what the server would refuse.
 */

let browser: Browser;
let page: Page;
let api: ApiCall;

const idOf = async (email: string) =>
  (await api<{ users: { _id: string }[] }>('GET', `/users/list/all?offset=0&limit=1&search=${encodeURIComponent(email)}`)).users[0]!._id;

beforeAll(async () => {
  api = await adminApi();
  browser = await launch();
  ({ page } = await newPage(browser));
  await signInAs(page, 'admin@example.com', 'Admin#2026');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
});
afterAll(async () => {
  await browser?.close();
});

describe('user screens', () => {
  it('saves each demo account as it is: the seed fills every field the form requires', async () => {
    for (const email of ['staff@example.com', 'member@example.com']) {
      await page.goto(`/user-management/users/edit/${await idOf(email)}`);
      await expect.poll(() => page.getByRole('textbox', { name: /^Email/ }).inputValue(), { timeout: 10_000 }).toBe(email);
      // One small change (Update waits for one); every required field is already filled.
      await page.getByRole('textbox', { name: /^Middle Name/ }).fill('Q');
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByText('User updated successfully!').waitFor();
      await page.waitForURL('**/user-management/users/list');
      // The other browser tests find these accounts by their names: put the name back.
      await api('PUT', `/users/update/${await idOf(email)}`, { middleName: '' });
    }
  });

  it("counts, before a delete, the attended events the user's Event History lists, and names the other registrations", async () => {
    const id = await idOf('member@example.com');
    const history = await api<{ total: number }>('GET', `/users/events/as/attendee/history/list/${id}?offset=0&limit=10`);
    expect(history.total).toBeGreaterThan(0);
    await page.goto(`/user-management/users/edit/${id}`);
    await page.getByRole('button', { name: 'Delete User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Record' });
    await dialog.getByText(`${history.total} attended events (the Event History)`).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
  });

  it("does not offer deleting or deactivating one's own account, and says why", async () => {
    const own = await idOf('admin@example.com');
    await page.goto(`/user-management/users/edit/${own}`);
    const remove = page.getByRole('button', { name: 'Delete User' });
    await remove.waitFor();
    expect(await remove.isDisabled()).toBe(true);
    expect(await remove.getAttribute('aria-description')).toBe("You can't deactivate or delete your own account.");
    await page.goto(`/user-management/users/list?filter=${encodeURIComponent(JSON.stringify({ q: 'admin@example.com' }))}`);
    const toggle = page.getByRole('switch', { name: 'Status of Super Admin: Active' });
    await toggle.waitFor();
    expect(await toggle.isDisabled()).toBe(true);
  });
});

describe('company screens', () => {
  it('takes only an http(s) website, saying so on the field, and lists it as a link', async () => {
    const name = 'Web Address Test Realty';
    await page.goto('/companies/add');
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'Broker', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    const website = page.getByRole('textbox', { name: 'Website URL' });
    await website.fill('www.webaddress.example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter a web address starting with http:// or https://').waitFor();
    expect(page.url()).toMatch(/\/companies\/add$/);
    await website.fill('https://www.webaddress.example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Company created successfully!').waitFor();
    await page.goto(`/companies?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
    const link = page.getByRole('link', { name: 'www.webaddress.example.com (opens in a new tab)' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://www.webaddress.example.com');
    expect(await link.getAttribute('target')).toBe('_blank');
  });

  it('names the record in the title and the browser tab of its edit screen', async () => {
    const { companies } = await api<{ companies: { _id: string }[] }>(
      'GET',
      `/company/list?offset=0&limit=1&search=${encodeURIComponent('North Star Commercial Realty')}`,
    );
    await page.goto(`/companies/edit/${companies[0]!._id}`);
    await page.getByRole('heading', { level: 1, name: 'Edit Company: North Star Commercial Realty' }).waitFor();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Edit Company: North Star Commercial Realty | CRE Association Admin');
    await page.goto(`/user-management/users/edit/${await idOf('staff@example.com')}`);
    await page.getByRole('heading', { level: 1, name: 'Edit User: Sam Staffer' }).waitFor();
  });

  it('warns of a name another company already has, links to it, and still saves', async () => {
    // A company of this test's own, so that no other test meets a second one of that name.
    await api('POST', '/company/create', { name: 'Namesake Probe Realty', type: 'Other' });
    await page.goto('/companies/add');
    await page.getByRole('textbox', { name: /^Name/ }).fill('namesake PROBE realty');
    const warning = page.getByRole('status').filter({ hasText: 'Another company is already named “Namesake Probe Realty”.' });
    await warning.waitFor();
    await expectAccessible(page);
    const link = warning.getByRole('link', { name: 'Open it (opens in a new tab)' });
    expect(await link.getAttribute('href')).toMatch(/^\/companies\/edit\//);
    expect(await link.getAttribute('target')).toBe('_blank');
    await page.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'Broker', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Company created successfully!').waitFor();
  });

  it("opens a sponsor's company for edit in a new window from the sponsorship list", async () => {
    await page.goto('/sponsorships');
    await page.getByRole('button', { name: 'Show the companies of Platinum', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const edit = dialog.getByRole('link', { name: /^Edit .+ \(opens in a new tab\)$/ }).first();
    await edit.waitFor();
    const [popup] = await Promise.all([page.waitForEvent('popup'), edit.click()]);
    await popup.waitForURL('**/companies/edit/*');
    await popup.getByRole('textbox', { name: /^Name/ }).first().waitFor();
    // The sponsorship list stays where it was, its dialog open.
    expect(page.url()).toMatch(/\/sponsorships$/);
    expect(await dialog.isVisible()).toBe(true);
    await popup.close();
  });

  it("shows 'not found' with the way back for an unknown or malformed id on an edit route", async () => {
    for (const [path, back] of [
      ['/companies/edit/00000000-0000-4000-8000-000000000000', 'Back to the company list'],
      ['/user-management/users/edit/not-an-id', 'Back to the user list'],
      ['/sponsorships/edit/00000000-0000-4000-8000-000000000000', 'Back to the sponsorship list'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'This record does not exist' }).waitFor();
      expect(page.url()).toContain(path);
      await expectAccessible(page);
      await page.getByRole('link', { name: back }).click();
      await page.waitForURL((url) => !url.pathname.includes('/edit/'));
    }
  });
});
