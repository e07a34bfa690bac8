import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, launch, newPage, POLL, signInAs } from './browser';

/**
 * Every screen fits the window (issue 13 'Layout'): at 1440 px and at 375 px nothing scrolls the
 * page sideways — wide tables scroll inside their own box, toolbars wrap, hidden text is clipped,
 * and one long unbroken value (a 200-character company name) wraps instead of widening the page.
 * A failing screen leaves a screenshot under test-results/.
 */

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results');
const LONG_COMPANY = `Lakeside${'Commercial'.repeat(19)}`.slice(0, 200);
const LONG_SPONSORSHIP = `Longwinded${'Sponsor'.repeat(14)}`.slice(0, 100);

let browser: Browser;
let longCompanyId: string;
let longSponsorshipId: string;

/** List screens, then the edit screen of their first row (found from the list's own edit link). */
const LISTS: { list: string; edit?: RegExp }[] = [
  { list: '/dashboard' },
  { list: '/user-management/users/list', edit: /\/user-management\/users\/edit\// },
  { list: '/user-management/roles/list', edit: /\/user-management\/roles\/details\// },
  { list: '/companies', edit: /\/companies\/edit\// },
  { list: '/sponsorships', edit: /\/sponsorships\/edit\// },
  { list: '/events', edit: /\/events\/edit\// },
  { list: '/courses', edit: /\/courses\/edit\// },
  { list: '/payments', edit: /\/payments\/edit\// },
];
const OTHER_SCREENS = [
  '/user-management/users/add',
  '/user-management/roles/add',
  '/companies/add',
  '/sponsorships/add',
  '/events/add',
  '/courses/add',
  '/payments/add',
  '/location/add',
  '/my-access',
  '/profile',
];

/** How far the page scrolls sideways: 0 when it fits. */
async function sidewaysOverflow(page: Page): Promise<number> {
  // Let the screen settle: data loaded, progress bar gone, lazy chunks in.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'));
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function expectFits(page: Page, name: string): Promise<void> {
  const overflow = await sidewaysOverflow(page);
  if (overflow > 0) {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `fit-${name.replace(/[^a-z0-9]+/gi, '_')}.png`), fullPage: true });
  }
  expect(overflow, `${name} scrolls sideways by ${overflow} px`).toBe(0);
}

async function editPathOf(page: Page, pattern: RegExp): Promise<string | undefined> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.find((href) => pattern.test(href));
}

beforeAll(async () => {
  const api = await adminApi();
  longCompanyId = (await api<{ company: { _id: string } }>('POST', '/company/create', { name: LONG_COMPANY, type: 'Other' })).company._id;
  longSponsorshipId = (await api<{ sponsorship: { _id: string } }>('POST', '/sponsorships/create', { name: LONG_SPONSORSHIP })).sponsorship._id;
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
])('at $width px', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await newPage(browser, viewport));
    await signInAs(page, 'admin@example.com', 'Admin#2026');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('fits every list and the edit screen of its first row', async () => {
    for (const { list, edit } of LISTS) {
      await page.goto(list);
      await expectFits(page, `${viewport.width} ${list}`);
      if (!edit) continue;
      await expect.poll(() => editPathOf(page, edit), { ...POLL, message: `an edit link on ${list}` }).toBeTruthy();
      const target = await editPathOf(page, edit);
      await page.goto(target!);
      await expectFits(page, `${viewport.width} ${target}`);
    }
  });

  it('fits every add screen and the account screens', async () => {
    for (const screen of OTHER_SCREENS) {
      await page.goto(screen);
      await expectFits(page, `${viewport.width} ${screen}`);
    }
  });

  it('keeps a 200-character company name and a 100-character sponsorship name inside the window', async () => {
    const shown = (text: string) => expect.poll(() => page.getByText(text.slice(0, 30)).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.goto(`/companies?filter=${encodeURIComponent(JSON.stringify({ q: LONG_COMPANY.slice(0, 40) }))}`);
    await shown(LONG_COMPANY);
    await expectFits(page, `${viewport.width} long company name`);
    // Its edit screen: the title, the breadcrumbs and the name field.
    await page.goto(`/companies/edit/${longCompanyId}`);
    await expect.poll(() => page.getByRole('textbox', { name: /^Name/ }).first().inputValue(), { timeout: 15_000 }).toBe(LONG_COMPANY);
    await expectFits(page, `${viewport.width} long company edit`);
    await page.goto('/sponsorships');
    await shown(LONG_SPONSORSHIP);
    await expectFits(page, `${viewport.width} long sponsorship name`);
    await page.goto(`/sponsorships/edit/${longSponsorshipId}`);
    await expect.poll(() => page.getByRole('textbox', { name: /^Name/ }).first().inputValue(), { timeout: 15_000 }).toBe(LONG_SPONSORSHIP);
    await expectFits(page, `${viewport.width} long sponsorship edit`);
  });
});
