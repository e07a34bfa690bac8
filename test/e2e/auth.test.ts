import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, lastMail, launch, newPage, POLL, signInAs } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function withPage(fn: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPage(browser);
  try {
    await fn(page);
  } finally {
    await context.close();
  }
}

const storedSession = (page: Page) =>
  page.evaluate(() => ({ me: localStorage.getItem('me'), token: localStorage.getItem('token'), roles: localStorage.getItem('roles') }));

describe('sign-in page', () => {
  it('is where a visitor without a session lands, and it is accessible', () =>
    withPage(async (page) => {
      await page.goto('/');
      await page.waitForURL('**/auth/login');
      // The first page of the run may wait for the server's first answers.
      await page.getByRole('heading', { name: 'Sign In' }).waitFor({ timeout: 30_000 });
      await expectAccessible(page);
    }));

  it('shows a signed-out visitor of / the sign-in form after one navigation, not a loop of them', () =>
    withPage(async (page) => {
      // react-admin's logout redirect used to be restarted by the routes it re-rendered: about a
      // thousand pushState calls and 10-15 s before the form showed (providers/routerProvider.ts).
      await page.addInitScript(() => {
        const counted = window as unknown as { pushes: number };
        counted.pushes = 0;
        const push = history.pushState.bind(history);
        history.pushState = (...args: Parameters<History['pushState']>) => {
          counted.pushes++;
          push(...args);
        };
      });
      const started = Date.now();
      await page.goto('/');
      // The context's 10 s, not the 30 s of the first test: the server has answered by now.
      await page.getByRole('heading', { name: 'Sign In' }).waitFor();
      const elapsed = Date.now() - started;
      await page.waitForURL(/\/auth\/login$/);
      // A snapshot on purpose: the count only grows, so reading it again could not make it pass.
      expect(await page.evaluate(() => (window as unknown as { pushes: number }).pushes)).toBeLessThanOrEqual(2);
      expect(elapsed).toBeLessThan(8_000);
      // Signing in from there still works.
      await page.getByLabel(/email/i).fill('admin@example.com');
      await page.getByLabel(/password/i).fill('Admin#2026');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    }));

  it('sends /auth and unknown auth paths to the sign-in page', () =>
    withPage(async (page) => {
      await page.goto('/auth');
      await page.waitForURL('**/auth/login');
      await page.goto('/auth/no-such-page');
      await page.waitForURL('**/auth/login');
    }));

  it('checks the fields before calling the server', () =>
    withPage(async (page) => {
      await page.goto('/auth/login');
      await page.getByLabel(/email/i).fill('not-an-email');
      await page.getByLabel(/password/i).fill('ab');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Invalid email format').waitFor();
      await page.getByText('Minimum 3 symbols').waitFor();
      await page.waitForURL(/\/auth\/login$/);
    }));

  it('refuses a wrong password with the server message and stores nothing', () =>
    withPage(async (page) => {
      await signInAs(page, 'admin@example.com', 'wrong-password');
      await page.getByRole('alert').filter({ hasText: /incorrect|invalid/i }).first().waitFor();
      await expect.poll(() => storedSession(page), POLL).toEqual({ me: null, token: null, roles: null });
    }));

  it('refuses a member who holds no role', () =>
    withPage(async (page) => {
      await signInAs(page, 'member@example.com', 'Member#2026');
      await page.getByText("You can't proceed. You haven't been assigned any role yet.").waitFor();
      await expect.poll(() => storedSession(page), POLL).toEqual({ me: null, token: null, roles: null });
      await page.waitForURL(/\/auth\/login$/);
    }));
});

describe('signing in and out', () => {
  it('signs the super administrator in, keeps the session, and sends a signed-in user away from auth pages', () =>
    withPage(async (page) => {
      await signInAs(page, 'admin@example.com', 'Admin#2026');
      await page.getByText('Signed in successfully.').waitFor();
      // The page reloads into the shell, and the root path goes on to the first screen.
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      await page.getByText('Hi, Super').waitFor();
      const session = await storedSession(page);
      expect(JSON.parse(session.me!)).toMatchObject({ email: 'admin@example.com', role: 'superAdmin' });
      expect(session.token).toBeTruthy();
      expect(Array.isArray(JSON.parse(session.roles!))).toBe(true);
      await expectAccessible(page);

      await page.goto('/auth/login');
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    }));

  it('shows the staff user only what the Membership Desk role allows', () =>
    withPage(async (page) => {
      await signInAs(page, 'staff@example.com', 'Staff#2026');
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      await page.goto('/my-access');
      const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
      await row('User Management').waitFor();
      await expect.poll(() => row('User Management').getByRole('img', { name: 'Allowed', exact: true }).count(), POLL).toBe(2);
      await expect.poll(() => row('Companies').getByRole('img', { name: 'Allowed', exact: true }).count(), POLL).toBe(1);
      await expect.poll(() => row('Payment').getByRole('img', { name: 'Allowed', exact: true }).count(), POLL).toBe(0);
    }));

  it('signs out from the profile panel: the session is cleared and the old token no longer works', () =>
    withPage(async (page) => {
      await signInAs(page, 'admin@example.com', 'Admin#2026');
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      const { token } = await storedSession(page);
      await page.getByRole('button', { name: 'Open profile panel' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Sign out', exact: true }).click();
      await page.waitForURL('**/auth/login');
      await expect.poll(() => storedSession(page), POLL).toEqual({ me: null, token: null, roles: null });
      // The sign-out call is not waited for (a failure must not keep anyone signed in here): the
      // server ends the session a moment after the page has moved on.
      const status = () =>
        page.evaluate(async (t) => {
          const res = await fetch('/api/v1/admin/users/update/x', {
            method: 'PUT',
            headers: { authorization: `Bearer ${t}`, 'content-type': 'application/json' },
            body: '{}',
          });
          return res.status;
        }, token);
      await expect.poll(status, POLL).toBe(401);
    }));
});

describe('forgotten password', () => {
  it('mails a reset link that sets a new password, once, then opens the first screen the person may, with the message', () =>
    withPage(async (page) => {
      await page.goto('/auth/login');
      await page.getByRole('link', { name: /forgot/i }).click();
      await page.waitForURL('**/auth/forgot-password');
      await expectAccessible(page);
      await page.getByLabel(/email/i).fill('staff@example.com');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('alert').first().waitFor();

      const resetLink = /https?:\/\/[^\s"<>]+\/auth\/reset-password\/[A-Za-z0-9_-]+/;
      const link = resetLink.exec(await lastMail('staff@example.com', resetLink))?.[0];
      expect(link).toBeTruthy();
      const resetPath = new URL(link!).pathname;
      await page.goto(resetPath);
      await page.getByLabel(/confirm/i).waitFor();
      await expectAccessible(page);

      // The password rule is stated before typing, and holds in the browser before anything is sent.
      await page.getByText('At least 8 characters (at most 128), not a common password and not the email address.').waitFor();
      await page.getByLabel(/new password/i).fill('weak');
      await page.getByLabel(/confirm/i).fill('weak');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('A password must be between 8 and 128 characters!').first().waitFor();
      // The server refuses a common password, and the link stays usable.
      await page.getByLabel(/new password/i).fill('iloveyou');
      await page.getByLabel(/confirm/i).fill('iloveyou');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('alert').filter({ hasText: 'one of the 10,000 most common passwords' }).first().waitFor();

      await page.getByLabel(/new password/i).fill('Fresh#Pass2026');
      await page.getByLabel(/confirm/i).fill('Fresh#Pass2026');
      await page.getByRole('button', { name: 'Submit' }).click();
      // Success: into the app, signed in with the new password, on the first screen Sam may open
      // (Membership Desk: the company list, not /events and its denial), with the message there.
      await page.waitForURL(/\/companies(\?|$)/);
      await page.getByText('Hi, Sam').waitFor();
      await page.getByRole('alert').filter({ hasText: 'Your password has been reset' }).waitFor();
      await page.getByRole('columnheader', { name: /locations/i }).waitFor();
      expect(await page.getByText("You don't have access to").count()).toBe(0);
      await expectAccessible(page);
      // The new password is the one that signs in.
      await page.getByRole('button', { name: 'Open profile panel' }).click();
      await page.getByRole('button', { name: /sign out/i }).first().click();
      await page.waitForURL('**/auth/login');
      await signInAs(page, 'staff@example.com', 'Fresh#Pass2026');
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      await page.getByText('Hi, Sam').waitFor();

      // The link is single-use.
      await page.evaluate(() => localStorage.clear());
      await page.goto(resetPath);
      await page.getByLabel(/new password/i).fill('Another#Pass2026');
      await page.getByLabel(/confirm/i).fill('Another#Pass2026');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('alert').filter({ hasText: /expired|invalid|used/i }).first().waitFor();
    }));
});
