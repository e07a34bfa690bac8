import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, expectAccessible, launch, newPage, POLL, signInAs, type ApiCall } from './browser';

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
      await expect.poll(() => page.getByRole('textbox', { name: /^Email/ }).inputValue(), POLL).toBe(email);
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
    await expect.poll(() => dialog.count(), POLL).toBe(0);
  });

  it("does not offer deleting or deactivating one's own account, and says why", async () => {
    const own = await idOf('admin@example.com');
    await page.goto(`/user-management/users/edit/${own}`);
    const remove = page.getByRole('button', { name: 'Delete User' });
    await remove.waitFor();
    await expect.poll(() => remove.isDisabled(), POLL).toBe(true);
    await expect.poll(() => remove.getAttribute('aria-description'), POLL).toBe("You can't deactivate or delete your own account.");
    await page.goto(`/user-management/users/list?filter=${encodeURIComponent(JSON.stringify({ q: 'admin@example.com' }))}`);
    const toggle = page.getByRole('switch', { name: 'Status of Super Admin: Active' });
    await toggle.waitFor();
    await expect.poll(() => toggle.isDisabled(), POLL).toBe(true);
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
    await page.waitForURL(/\/companies\/add$/);
    await website.fill('https://www.webaddress.example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Company created successfully!').waitFor();
    await page.goto(`/companies?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
    const link = page.getByRole('link', { name: 'www.webaddress.example.com (opens in a new tab)' });
    await link.waitFor();
    await expect.poll(() => link.getAttribute('href'), POLL).toBe('https://www.webaddress.example.com');
    await expect.poll(() => link.getAttribute('target'), POLL).toBe('_blank');
  });

  it('names the record in the title and the browser tab of its edit screen', async () => {
    const { companies } = await api<{ companies: { _id: string }[] }>(
      'GET',
      `/company/list?offset=0&limit=1&search=${encodeURIComponent('North Star Commercial Realty')}`,
    );
    await page.goto(`/companies/edit/${companies[0]!._id}`);
    await page.getByRole('heading', { level: 1, name: 'Edit Company: North Star Commercial Realty' }).waitFor();
    await expect.poll(() => page.title(), POLL).toBe('Edit Company: North Star Commercial Realty | CRE Association Admin');
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
    await expect.poll(() => link.getAttribute('href'), POLL).toMatch(/^\/companies\/edit\//);
    await expect.poll(() => link.getAttribute('target'), POLL).toBe('_blank');
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
    await page.waitForURL(/\/sponsorships(\?|$)/);
    await dialog.waitFor({ state: 'visible' });
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
      await page.waitForURL((url) => url.href.includes(path));
      await expectAccessible(page);
      await page.getByRole('link', { name: back }).click();
      await page.waitForURL((url) => !url.pathname.includes('/edit/'));
    }
  });
});

describe('company form as one unit of work, and unsaved changes', () => {
  interface CompanyAnswer {
    _id: string;
    name: string;
    locations: { _id: string; name: string }[];
  }
  const LOCATION = { type: 'branch', marketId: 'twinCities' };
  let company: CompanyAnswer;
  const current = async () => (await api<{ company: CompanyAnswer }>('GET', `/company/${company._id}`)).company;
  const locationNames = async () => (await current()).locations.map((l) => l.name).sort();
  const locationsNamed = async (name: string) =>
    (await api<{ locations: { name: string }[] }>('GET', `/locations/list/all?offset=0&limit=10&search=${encodeURIComponent(name)}`)).locations.filter(
      (l) => l.name === name,
    ).length;

  beforeAll(async () => {
    ({ company } = await api<{ company: CompanyAnswer }>('POST', '/company/create', {
      name: 'Unit Of Work Realty',
      type: 'Broker',
      locationChanges: { create: [{ name: 'UoW Keep', ...LOCATION }, { name: 'UoW Remove', ...LOCATION }] },
    }));
  });

  /** Adds 'UoW New' and removes 'UoW Remove' in the form, and renames the company. */
  async function changeLocations(): Promise<void> {
    await page.goto(`/companies/edit/${company._id}`);
    await page.getByRole('heading', { level: 1, name: 'Edit Company: Unit Of Work Realty' }).waitFor();
    await page.getByRole('button', { name: 'Add Location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Location' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('UoW New');
    for (const [label, option] of [
      [/^Type/, 'Branch'],
      [/^Market ID/, 'Twin Cities'],
    ] as const) {
      await dialog.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
      await page.getByRole('listbox').waitFor({ state: 'hidden' });
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const list = page.getByRole('list', { name: 'Locations' });
    await list.getByRole('listitem').filter({ hasText: 'UoW New' }).getByText('New, not saved yet').waitFor();
    await page.getByRole('button', { name: 'Remove location UoW Remove' }).click();
    await page.getByRole('dialog', { name: 'Remove Location' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText('One location removed, deleted when you save').waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).first().fill('Unit Of Work Realty Renamed');
    await expectAccessible(page);
  }

  it('writes nothing on Cancel (after asking), and everything at once on Update', async () => {
    await changeLocations();
    // Nothing has been written yet.
    expect(await locationNames()).toEqual(['UoW Keep', 'UoW Remove']);
    await page.getByRole('link', { name: 'Cancel' }).click();
    const asked = page.getByRole('dialog', { name: 'Unsaved changes' });
    await asked.getByText("Some of your changes weren't saved. Are you sure you want to ignore them?").waitFor();
    await asked.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/companies');
    expect((await current()).name).toBe('Unit Of Work Realty');
    expect(await locationNames()).toEqual(['UoW Keep', 'UoW Remove']);
    expect(await locationsNamed('UoW New')).toBe(0);

    await changeLocations();
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Company updated successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/companies');
    expect((await current()).name).toBe('Unit Of Work Realty Renamed');
    expect(await locationNames()).toEqual(['UoW Keep', 'UoW New']);
    expect(await locationsNamed('UoW Remove')).toBe(0);
    await api('PUT', `/company/update/${company._id}`, {
      name: 'Unit Of Work Realty',
      type: 'Broker',
      address: (await current()).locations.map((l) => l._id),
    });
  });

  it('asks before leaving any form with unsaved changes, and stays when told to', async () => {
    await page.goto('/sponsorships/add');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Unsaved Sponsorship Probe');
    await page.getByRole('menuitem', { name: 'Companies' }).click();
    const asked = page.getByRole('dialog', { name: 'Unsaved changes' });
    await asked.getByRole('button', { name: 'Stay' }).click();
    await asked.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.pathname === '/sponsorships/add');
    await expect.poll(() => page.getByRole('textbox', { name: /^Name/ }).inputValue(), POLL).toBe('Unsaved Sponsorship Probe');
    await page.getByRole('menuitem', { name: 'Companies' }).click();
    await asked.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/companies');
  });
});

describe('rich-text drafts', () => {
  it('keeps unsaved text every 30 seconds, offers it back after a reload for two minutes, at the spec\'s height', async () => {
    const { context, page: own } = await newPage(browser, { width: 1440, height: 900 });
    try {
      await own.clock.install();
      await signInAs(own, 'admin@example.com', 'Admin#2026');
      await own.waitForURL((url) => !url.pathname.startsWith('/auth'));
      const { companies } = await api<{ companies: { _id: string }[] }>(
        'GET',
        `/company/list?offset=0&limit=1&search=${encodeURIComponent('North Star Commercial Realty')}`,
      );
      await own.goto(`/companies/edit/${companies[0]!._id}`);
      const editor = own.getByRole('textbox', { name: 'Description' });
      await editor.waitFor();
      await expect.poll(async () => Math.round((await editor.boundingBox())!.height), POLL).toBe(600);
      await editor.click();
      await own.keyboard.press('Control+End');
      await own.keyboard.type(' Draft probe sentence.');
      await own.clock.runFor(30_000);
      await own.reload();
      const offer = own.getByRole('alert').filter({ hasText: /A draft of this text from .+ was kept/ });
      await offer.waitFor();
      await expectAccessible(own);
      await expect.poll(() => own.getByRole('textbox', { name: 'Description' }).textContent(), POLL).not.toContain('Draft probe sentence.');
      await offer.getByRole('button', { name: 'Restore draft' }).click();
      await expect.poll(() => own.getByRole('textbox', { name: 'Description' }).textContent(), POLL).toContain('Draft probe sentence.');
      await expect.poll(() => own.getByRole('button', { name: 'Update' }).isEnabled(), POLL).toBe(true);

      // Away from the form for two minutes (no draft kept meanwhile), the draft is gone.
      await own.goto('/my-access');
      await own.clock.fastForward(121_000);
      await own.goto(`/companies/edit/${companies[0]!._id}`);
      await own.getByRole('textbox', { name: 'Description' }).waitFor();
      await own.getByRole('heading', { level: 1, name: 'Edit Company: North Star Commercial Realty' }).waitFor();
      await expect.poll(() => offer.count(), POLL).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('aside', () => {
  it('expands over the page while the pointer rests on it when collapsed, and stays collapsed across reloads', async () => {
    const { context, page: own } = await newPage(browser, { width: 1440, height: 900 });
    try {
      await signInAs(own, 'admin@example.com', 'Admin#2026');
      await own.waitForURL((url) => !url.pathname.startsWith('/auth'));
      await own.goto('/companies');
      const aside = own.locator('.RaSidebar-fixed');
      const content = own.locator('.RaLayout-content');
      await own.getByRole('columnheader', { name: /locations/i }).waitFor();
      const width = async () => Math.round((await aside.boundingBox())!.width);
      await expect.poll(width, POLL).toBeGreaterThan(200);
      const settled = () => own.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await own.getByRole('button', { name: 'Close menu' }).click();
      await expect.poll(width, POLL).toBeLessThan(80);

      await own.reload();
      await own.getByRole('columnheader', { name: /locations/i }).waitFor();
      await expect.poll(width, POLL).toBeLessThan(80);
      await settled();
      const contentLeft = (await content.boundingBox())!.x;
      await expect.poll(() => own.getByRole('button', { name: 'Open menu' }).count(), POLL).toBe(1);

      const box = (await aside.boundingBox())!;
      await own.mouse.move(box.x + box.width / 2, box.y + 200);
      await expect.poll(width, POLL).toBeGreaterThan(200);
      await own.locator('.RaSidebar-fixed').getByText('Companies', { exact: true }).waitFor();
      await settled();
      // Over the page, which does not move.
      await expect.poll(async () => (await content.boundingBox())!.x, POLL).toBe(contentLeft);
      await expectAccessible(own);

      await own.mouse.move(900, 500);
      await expect.poll(width, POLL).toBeLessThan(80);
      // The choice itself never changed: still collapsed after another reload.
      await own.reload();
      await own.getByRole('button', { name: 'Open menu' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
