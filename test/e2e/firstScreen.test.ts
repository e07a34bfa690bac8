import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, launch, newPage, POLL, signInAs } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const USER_LIST = '/user-management/users/list';

/** Keeps, from before the page's own scripts, whether a screen ever showed "Please wait" (index.html's splash aside) and what was asked for in which order. */
const WATCH = `
  window.pleaseWaitShown = false;
  new MutationObserver(() => {
    const shown = [...document.querySelectorAll('#root [role="status"]')].find((el) => /please wait/i.test(el.textContent || ''));
    if (shown && !window.pleaseWaitShown) window.pleaseWaitShown = shown.parentElement.parentElement.outerHTML.slice(0, 600);
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

/** Signs the administrator in and waits until the first screen has settled. */
async function signInSettled(page: Page): Promise<void> {
  await signInAs(page, 'admin@example.com', 'Admin#2026');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.getByRole('button', { name: 'Open profile panel' }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** Loads `path` until `ready` and the network are done: the paths asked for, in order (a list's with its query). */
async function loadRecording(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<string[]> {
  const asked: string[] = [];
  const keep = (request: { url: () => string }) => {
    const url = new URL(request.url());
    asked.push(url.pathname.endsWith('/list/all') ? `${url.pathname}${url.search}` : url.pathname);
  };
  page.on('request', keep);
  try {
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    return asked;
  } finally {
    page.off('request', keep);
  }
}

const openSignedIn = (page: Page, path: string) =>
  loadRecording(page, path, (p) => p.locator('tbody tr.RaDataTable-row:not(:has(.MuiSkeleton-root))').first().waitFor());

const pleaseWaitShown = (page: Page) => page.evaluate(() => (window as unknown as { pleaseWaitShown: boolean | string }).pleaseWaitShown);

describe('the first screen', () => {
  it('asks for the list\'s rows at boot beside the code, in the order the list opens in, and shows no "Please wait" on the way', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInSettled(page);
      await context.addInitScript(WATCH);

      const asked = await openSignedIn(page, USER_LIST);
      const rows = asked.filter((p) => p.includes('/api/v1/admin/users/list/all?'));
      expect(rows[0]).toContain('sortKey=createdAt&sortOrder=-1');
      // No request with other parameters: the list wanted the page asked for at boot.
      expect(new Set(rows).size).toBe(1);
      // Before the shell's first render, which asks for the notifications' chunk.
      const notification = asked.findIndex((p) => /reactAdminNotification-/.test(p));
      expect(notification).toBeGreaterThan(-1);
      expect(asked.indexOf(rows[0]!)).toBeLessThan(notification);
      expect(await pleaseWaitShown(page)).toBe(false);

      // The order chosen is stored; the next load asks for that page at boot.
      await page.locator('th.column-email .MuiTableSortLabel-root').click();
      await expect.poll(() => page.url(), POLL).toContain('sort=email');
      // react-admin stores the list's parameters after it has changed the address.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('RaStore.users.listParams')), POLL).toContain('"sort":"email"');
      const again = await openSignedIn(page, USER_LIST);
      const first = again.findIndex((p) => p.includes('/api/v1/admin/users/list/all?'));
      expect(again[first]).toContain('sortKey=email&sortOrder=1');
      expect(first).toBeLessThan(again.findIndex((p) => /reactAdminNotification-/.test(p)));
    } finally {
      await context.close();
    }
  });

  it('draws an edit screen with its record in the first render, the record asked for at boot', async () => {
    const api = await adminApi();
    const { companies } = await api<{ companies: { _id: string }[] }>('GET', '/company/list?offset=0&limit=1');
    const { context, page } = await newPage(browser);
    try {
      await signInSettled(page);
      await context.addInitScript(WATCH);
      const asked = await loadRecording(page, `/companies/edit/${companies[0]!._id}`, (p) => p.getByRole('textbox', { name: /name/i }).first().waitFor());
      // Asked for before the shell's first render, which asks for the notifications' chunk.
      const record = asked.indexOf(`/api/v1/admin/company/${companies[0]!._id}`);
      expect(record).toBeGreaterThan(-1);
      expect(record).toBeLessThan(asked.findIndex((p) => /reactAdminNotification-/.test(p)));
      expect(await pleaseWaitShown(page)).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("downloads the shell's code beside the entry when signed in, and not for the sign-in page", async () => {
    const { context, page } = await newPage(browser);
    try {
      const signedOut = await loadRecording(page, '/auth/login', (p) => p.getByLabel(/email/i).waitFor());
      expect(signedOut.some((p) => /\/assets\/Layout-/.test(p))).toBe(false);

      await signInSettled(page);
      await context.addInitScript(`
        window.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(event.violatedDirective + ' ' + event.blockedURI));
      `);
      const asked = await openSignedIn(page, USER_LIST);
      const layout = asked.findIndex((p) => /\/assets\/Layout-/.test(p));
      // Asked for before the entry has run (the entry's first request is the session's refresh).
      expect(layout).toBeGreaterThan(-1);
      expect(layout).toBeLessThan(asked.indexOf('/api/v1/admin/users/me'));
      // By index.html's inline script, which the Content-Security-Policy allows by its hash; and no
      // script on the page trips the policy (zod's probe for eval is off in the browser).
      expect(asked.some((p) => /preloadShell/.test(p))).toBe(false);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("launches Chromium with Playwright's disabled features and without the omnibox popup's page", () => {
    const flag = inject('launchOptions').args?.find((arg) => arg.startsWith('--disable-features='));
    expect(flag).toContain('AvoidUnnecessaryBeforeUnloadCheckSync');
    expect(flag).toContain('WebUIOmniboxPopup');
    expect(flag).toContain('WebUIOmniboxAimPopup');
  });
});
