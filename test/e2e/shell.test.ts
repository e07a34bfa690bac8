import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newPage, POLL, signInAs } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function withPage(fn: (page: Page) => Promise<void>, viewport?: { width: number; height: number }): Promise<void> {
  const { context, page } = await newPage(browser, viewport);
  try {
    await fn(page);
  } finally {
    await context.close();
  }
}

async function signInAsAdmin(page: Page): Promise<void> {
  await signInAs(page, 'admin@example.com', 'Admin#2026');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.getByRole('button', { name: 'Open profile panel' }).waitFor();
}

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('error pages', () => {
  const pages: [string, RegExp][] = [
    ['/error/error-v1', /OOPS! Something went wrong here/],
    ['/error/error-v2', /How did you get here/],
    ['/error/error-v3', /OOPS! Something went wrong here/],
    ['/error/error-v4', /How did you get here/],
    ['/error/error-v5', /OOPS! Something went wrong here/],
    ['/error/error-v6', /How did you get here/],
  ];
  it.each(pages)('%s shows its text, is accessible and needs no session', (path, text) =>
    withPage(async (page) => {
      await page.goto(path);
      await page.getByText(text).first().waitFor();
      await page.waitForURL((url) => url.href.includes(path));
      await expectAccessible(page);
    }),
  );

  it('sends /error to error-v1 and shows a 404 page for an unknown path', () =>
    withPage(async (page) => {
      await page.goto('/error');
      await page.waitForURL('**/error/error-v1');
      await signInAsAdmin(page);
      await page.goto('/no-such-screen');
      await page.getByText("Sorry, we can't find the page you are looking for.").waitFor();
      await expectAccessible(page);
    }));
});

describe('application shell', () => {
  it('sends the root path to the first screen the user may open, with menu, breadcrumbs and footer', () =>
    withPage(async (page) => {
      await signInAsAdmin(page);
      await page.goto('/');
      // The Dashboard is the first module of the spec's order.
      await page.waitForURL('**/dashboard');
      await page.getByRole('navigation', { name: 'Breadcrumb' }).waitFor();
      await page.getByRole('link', { name: 'Home' }).first().waitFor();
      await page.getByText(/© \d{4} CRE Association Admin/).waitFor();
      await expectAccessible(page);
    }));

  it('switches to the dark theme, still accessible', () =>
    withPage(async (page) => {
      await signInAsAdmin(page);
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const before = await background();
      await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
      await expect.poll(background, POLL).not.toBe(before);
      await expectAccessible(page);
    }));

  it('changes the language from the header and keeps it after a reload', () =>
    withPage(async (page) => {
      await signInAsAdmin(page);
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('menuitem', { name: 'Français' }).click();
      await page.getByText('Bonjour, Super').waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), POLL).toBe('fr');
      await page.reload();
      await page.getByText('Bonjour, Super').waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), POLL).toBe('fr');
    }));

  it("names a row's icon buttons in one shared tooltip, on hover and on keyboard focus, and hides it on Escape", () =>
    withPage(async (page) => {
      await signInAsAdmin(page);
      await page.goto('/user-management/users/list');
      const edit = page.getByRole('link', { name: /^Edit / }).first();
      const name = (await edit.getAttribute('aria-label'))!;
      const tooltip = page.getByRole('tooltip');
      await edit.hover();
      await expect.poll(() => tooltip.textContent(), POLL).toBe(name);
      await expectAccessible(page);
      // The next button's name replaces it: one tooltip for all of them.
      const details = page.getByRole('button', { name: /^View the details of / }).first();
      await details.hover();
      await expect.poll(() => tooltip.textContent(), POLL).toBe(await details.getAttribute('aria-label'));
      await expect.poll(() => tooltip.count(), POLL).toBe(1);
      await page.mouse.move(0, 0);
      await tooltip.waitFor({ state: 'detached' });
      // From the keyboard: the focus stays on the button the tooltip names.
      await edit.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect.poll(() => tooltip.textContent(), POLL).toBe(name);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), POLL).toBe(name);
      await page.keyboard.press('Escape');
      await tooltip.waitFor({ state: 'detached' });
    }));

  it('is usable at 375 px: the menu opens from the burger toggle and nothing scrolls sideways', () =>
    withPage(
      async (page) => {
        await signInAsAdmin(page);
        const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        await expect.poll(overflow, POLL).toBeLessThanOrEqual(0);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('menuitem', { name: 'My access' }).waitFor();
        await expectAccessible(page);
      },
      { width: 375, height: 740 },
    ));
});

describe('profile panel and profile edit', () => {
  it('shows who is signed in, then edits the name and the picture', () =>
    withPage(async (page) => {
      await signInAsAdmin(page);
      await page.getByRole('button', { name: 'Open profile panel' }).click();
      const panel = page.getByRole('dialog');
      await panel.getByText('admin@example.com').waitFor();
      await panel.getByText('Super Admin', { exact: true }).first().waitFor();
      await expectAccessible(page);
      await panel.getByRole('button', { name: 'Edit' }).click();
      await page.waitForURL('**/profile');

      const email = page.getByLabel('Email');
      await email.waitFor();
      await expect.poll(() => email.isDisabled(), POLL).toBe(true);
      await expectAccessible(page);

      // A file that is not an image is refused by its bytes, whatever its name says.
      await page.locator('input[type=file]').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text') });
      await page.getByText('Please select Image type file!').first().waitFor();

      await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('img', { name: /preview/i }).waitFor();

      await page.getByLabel('First Name').fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Required').first().waitFor();

      await page.getByLabel('First Name').fill('Susan');
      await page.getByLabel('Last Name').fill('Admiral');
      try {
        await page.getByRole('button', { name: 'Save' }).click();
        // The page reloads with the saved profile everywhere in the shell.
        await page.getByText('Hi, Susan').waitFor();
        const storedMe = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('me')))!);
        await expect.poll(storedMe, POLL).toMatchObject({ firstName: 'Susan', lastName: 'Admiral', email: 'admin@example.com' });
        const me = await storedMe();
        expect(me.picture).toMatch(/^\/uploads\//);
        const picture = await page.request.get(me.picture);
        expect(picture.status()).toBe(200);
        expect(picture.headers()['content-type']).toBe('image/png');
      } finally {
        // The other browser tests greet the demo administrator by the seeded name.
        await page.evaluate(async () => {
          const me = JSON.parse(localStorage.getItem('me')!);
          await fetch(`/api/v1/admin/users/update/${me._id}`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' },
            body: JSON.stringify({ firstName: 'Super', lastName: 'Admin', email: me.email, phoneNumber: null, picture: null }),
          });
        });
      }
    }));
});
