import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Dialog, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/**
 * Options for `expect.poll`, which reads the page again until the assertion holds: Vitest's own
 * 1 s is short for a screen on a busy machine. The same bound as the context's default timeout.
 */
export const POLL = { timeout: 10_000 } as const;

export async function launch(): Promise<Browser> {
  return chromium.launch(inject('launchOptions'));
}

/** Answers a test has set for the next native dialogs of a page (see `nextDialog`). */
const dialogAnswers = new WeakMap<Page, ((dialog: Dialog) => void)[]>();

/**
 * The next native dialog of `page` (the browser's leave-page question of a form with unsaved
 * changes), answered as given; resolves with its type and message.
 */
export function nextDialog(page: Page, answer: 'accept' | 'dismiss'): Promise<{ type: string; message: string }> {
  return new Promise((resolve) => {
    const queue = dialogAnswers.get(page) ?? [];
    dialogAnswers.set(page, queue);
    queue.push((dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() });
      void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
    });
  });
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  // Screens answer in well under a second here; a failing wait should say so soon.
  context.setDefaultTimeout(10_000);
  // Forms ask before unsaved changes are left: in the app's dialog inside the app, in the
  // browser's own when the page itself is left (`page.goto`). A test that leaves a page with a
  // half-filled form means to leave it: unless it set an answer with `nextDialog`, it is accepted.
  context.on('dialog', (dialog) => {
    const page = dialog.page();
    const answer = page ? dialogAnswers.get(page)?.shift() : undefined;
    if (answer) answer(dialog);
    else void dialog.accept();
  });
  const page = await context.newPage();
  return { context, page };
}

/** Fails on serious or critical accessibility violations of the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  // Let fades and slides end first: axe judges contrast on the colours it sees.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/**
 * The newest mail to `to` whose text matches `match`, from the outbox folder of the server under
 * test, with quoted-printable soft breaks undone. The server's mail worker writes it just after the
 * request that queued it (woken at once, or at its next poll a second later): this waits for it.
 */
export async function lastMail(to: string, match: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = mailsTo(to, match);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${match} in the outbox after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The mails to `to` whose text matches `match` in the outbox folder now, newest first. */
export function mailsTo(to: string, match: RegExp): string[] {
  const outbox = path.join(inject('e2eDataDir'), 'outbox');
  // File names start with the time they were written.
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
  return files
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''))
    .filter((mail) => /^To: (.*)$/m.exec(mail)?.[1]?.trim() === to && match.test(mail));
}

/** Calls the admin API as `email` and answers the envelope's body (throws with the status otherwise). */
export type ApiCall = <T = unknown>(method: string, path: string, body?: object) => Promise<T>;

export async function adminApi(email = 'admin@example.com', password = 'Admin#2026'): Promise<ApiCall> {
  const API = `${baseUrl()}/api/v1/admin`;
  const signIn = await fetch(`${API}/users/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in as ${email}: ${signIn.status}`);
  const { token } = ((await signIn.json()) as { body: { token: string } }).body;
  return async <T>(method: string, path: string, body?: object) => {
    const res = await fetch(`${API}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { body: T };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.body;
  };
}
