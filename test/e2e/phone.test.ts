import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, expectAccessible, launch, newPage, POLL, signInAs } from './browser';

/**
 * What a new user trips on at 375 px (and at 1440 px where the desktop shares the screen): counts
 * on the company list's rows, the role matrix under its toolbar, a long company location, the event's
 * tabs, and the unsaved-changes question.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };
const COMPANY = 'North Star Commercial Realty';
const LONG_LOCATION = 'Bloomington South Loop Corporate Headquarters and Training Center, Suite 1200, East Wing';

let browser: Browser;
let userId: string;

beforeAll(async () => {
  const api = await adminApi();
  const { company } = await api<{ company: { _id: string } }>('POST', '/company/create', { name: 'Phone Probe Realty', type: 'Broker' });
  const created = await api<{ location: { _id: string } | { _id: string }[] }>('POST', '/locations/create', {
    name: LONG_LOCATION,
    type: 'corporate',
    marketId: 'twinCities',
    companyId: company._id,
  });
  const location = Array.isArray(created.location) ? created.location[0]! : created.location;
  ({
    user: { _id: userId },
  } = await api<{ user: { _id: string } }>('POST', '/users/create', {
    firstName: 'Petra',
    lastName: 'Phone',
    email: 'petra.phone@example.com',
    phoneNumber: '612-555-0175',
    role: 'member',
    company: company._id,
    companyLocation: location._id,
    password: 'Petra#2026x',
    confirmPassword: 'Petra#2026x',
  }));
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await signInAs(page, 'admin@example.com', 'Admin#2026');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

/** How far the page scrolls sideways: 0 when it fits. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const rectOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });

describe('the company list on a phone', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(PHONE);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('shows the Locations and Members counts on each row, each opening its list as the desktop columns do', async () => {
    await page.goto(`/companies?filter=${encodeURIComponent(JSON.stringify({ q: COMPANY }))}`);
    const row = page.getByRole('listitem').filter({ hasText: COMPANY });
    await row.waitFor();
    // The phone's rows, not the desktop's table.
    expect(await page.getByRole('columnheader').count()).toBe(0);
    await row.getByText('Locations:').waitFor();
    await row.getByText('Members:').waitFor();

    await row.getByRole('button', { name: new RegExp(`^\\d+ Show the locations of ${COMPANY}$`) }).click();
    const locations = page.getByRole('dialog', { name: 'Company Locations' });
    await expect.poll(() => locations.getByRole('row').count(), POLL).toBeGreaterThan(1);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await locations.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: new RegExp(`^\\d+ Show the members of ${COMPANY}$`) }).click();
    const members = page.getByRole('dialog', { name: 'Company Members' });
    await expect.poll(() => members.getByRole('row').count(), POLL).toBeGreaterThan(1);
    await page.keyboard.press('Escape');
    await members.waitFor({ state: 'hidden' });
    expect(await sideways(page)).toBe(0);
    await expectAccessible(page);
  });
});

describe('the role matrix on a phone', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(PHONE);
  });
  afterAll(async () => {
    await page.context().close();
  });

  /** The matrix scrolls sideways in its own box, and its last row ends above the fixed toolbar. */
  async function expectMatrixClear(): Promise<void> {
    const matrix = page.getByRole('table', { name: 'Access' });
    await matrix.getByRole('rowheader', { name: 'Audit Log' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await sideways(page)).toBe(0);
    const box = matrix.locator('xpath=..');
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const lastColumn = page.getByRole('checkbox', { name: 'Payment: Delete' });
    await box.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    await expect.poll(async () => (await rectOf(lastColumn)).right <= (await rectOf(box)).right + 1, POLL).toBe(true);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const toolbar = page.getByRole('toolbar').filter({ has: page.getByRole('button', { name: 'Save' }) });
    const lastRow = matrix.getByRole('row').last();
    await expect.poll(async () => (await rectOf(lastRow)).bottom <= (await rectOf(toolbar)).top, POLL).toBe(true);
    // Opaque: the rows scrolling under it do not show through its buttons.
    expect(await toolbar.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/^rgb\(/);
    // Nor does it cover the footer; the scroll-to-top button sits above it.
    const footer = page.locator('footer p');
    expect((await rectOf(footer)).bottom).toBeLessThanOrEqual((await rectOf(toolbar)).top);
    const scrollToTop = page.getByRole('button', { name: 'Scroll to top' });
    await scrollToTop.waitFor();
    expect((await rectOf(scrollToTop)).bottom).toBeLessThanOrEqual((await rectOf(toolbar)).top);

    const lastCheckbox = page.getByRole('checkbox', { name: 'Audit Log: Read' });
    const before = await lastCheckbox.isChecked();
    await lastCheckbox.click();
    await expect.poll(() => lastCheckbox.isChecked(), POLL).toBe(!before);
    await expectAccessible(page);
  }

  it('scrolls sideways in its own box on the add screen, and ends above the toolbar', async () => {
    await page.goto('/user-management/roles/add');
    await expectMatrixClear();
  });

  it('does so on the details screen, with Delete in the toolbar', async () => {
    await page.goto('/user-management/roles/list');
    await page.getByRole('link', { name: 'Membership Desk', exact: true }).click();
    await page.waitForURL('**/user-management/roles/details/*');
    await page.getByRole('button', { name: 'Delete' }).waitFor();
    await expectMatrixClear();
  });
});

describe.each([PHONE, DESKTOP])('at $width px', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(viewport);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it("shows the user's whole Company Location on Edit User, inside the screen", async () => {
    await page.goto(`/user-management/users/edit/${userId}`);
    const field = page.getByRole('textbox', { name: /^Company Location/ });
    await expect.poll(() => field.inputValue(), POLL).toBe(LONG_LOCATION);
    await page.waitForLoadState('networkidle');
    const fit = await field.evaluate((element) => ({
      wide: element.scrollWidth - element.clientWidth,
      tall: element.scrollHeight - element.clientHeight,
      right: element.getBoundingClientRect().right - document.documentElement.clientWidth,
    }));
    expect(fit.wide).toBeLessThanOrEqual(0);
    expect(fit.tall).toBeLessThanOrEqual(0);
    expect(fit.right).toBeLessThanOrEqual(0);
    expect(await sideways(page)).toBe(0);
    await expectAccessible(page);
  });

  it('shows one tab bar on the event edit screen, with one Details tab, and every tab reachable', async () => {
    await page.goto('/events');
    const edit = page.locator('a[href^="/events/edit/"]').first();
    await edit.waitFor();
    await page.goto((await edit.getAttribute('href'))!);
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect.poll(() => name.inputValue(), POLL).not.toBe('');
    await page.getByRole('tab', { name: 'History' }).waitFor();
    expect(await page.getByRole('tablist').count()).toBe(1);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Details', 'Attendees', 'History']);

    await page.getByRole('tab', { name: 'Attendees' }).click();
    await page.getByRole('button', { name: 'Register attendees' }).waitFor();
    expect(await name.isVisible()).toBe(false);
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByRole('tabpanel', { name: 'History' }).getByRole('link', { name: 'Open in the Audit Log' }).waitFor();
    await page.getByRole('tab', { name: 'Details' }).click();
    await name.waitFor();
    expect(await sideways(page)).toBe(0);
    await expectAccessible(page);
  });

  it("asks in the app's dialog before unsaved changes are left: Stay keeps them, Leave goes", async () => {
    const native: string[] = [];
    page.on('dialog', (dialog) => native.push(dialog.type()));
    await page.goto('/user-management/roles/add');
    const name = page.getByRole('textbox', { name: /^Role Name/ });
    await name.fill('Unsaved Role Probe');
    const home = page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Home' });

    await home.click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await dialog.getByText("Some of your changes weren't saved. Are you sure you want to ignore them?").waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/user-management/roles/add');
    expect(await name.inputValue()).toBe('Unsaved Role Probe');

    await home.click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(native).toEqual([]);
  });
});
