import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, launch, newPage, POLL, signInAs } from './browser';

/**
 * The power fields as a limited staff user meets them (src/shared/userAuthority.ts): someone with
 * User Management view/edit only (the demo 'Membership Desk') sees their own type and roles
 * read-only, cannot set another person's password but can mail them a reset link, and changes
 * their own password in the profile with the current one.
 */

const API = '/api/v1/admin';
const DESK = { email: 'desk.tester@example.com', password: 'Desk#Tester2026', first: 'Della', last: 'Desk' };
const NEW_PASSWORD = 'Desk#Tester2027';

let browser: Browser;
let page: Page;
let deskId: string;
let memberId: string;

async function api<T>(method: string, path: string, token: string, body?: object): Promise<T> {
  const res = await fetch(`${baseUrl()}${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { body: T };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.body;
}

beforeAll(async () => {
  // The super administrator makes a Membership Desk user through the API.
  const signIn = await fetch(`${baseUrl()}${API}/users/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin#2026' }),
  });
  const admin = ((await signIn.json()) as { body: { token: string } }).body.token;
  const { roles } = await api<{ roles: { _id: string; name: string }[] }>('GET', '/roles?search=Membership%20Desk', admin);
  const desk = await api<{ user: { _id: string } }>('POST', '/users/create', admin, {
    role: 'admin',
    firstName: DESK.first,
    lastName: DESK.last,
    email: DESK.email,
    phoneNumber: '612-555-0177',
    password: DESK.password,
    roles: [roles.find((r) => r.name === 'Membership Desk')!._id],
  });
  deskId = desk.user._id;
  const { users } = await api<{ users: { _id: string }[] }>('GET', `/users/list/all?search=${encodeURIComponent('member@example.com')}`, admin);
  memberId = users[0]!._id;

  browser = await launch();
  ({ page } = await newPage(browser));
  await signInAs(page, DESK.email, DESK.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
});
afterAll(async () => {
  await browser?.close();
});

describe('power fields for a Membership Desk user', () => {
  it('shows their own type and roles read-only, and sends their password change to the profile', async () => {
    await page.goto(`/user-management/users/edit/${deskId}`);
    const type = page.getByRole('combobox', { name: /^User Type/ });
    await type.waitFor();
    await expect.poll(() => type.getAttribute('aria-disabled'), POLL).toBe('true');
    await page.getByText("You can't change your own user type.").waitFor();
    await page.getByText("You can't change your own roles.").waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Select Role' }).count(), POLL).toBe(0);
    await page.getByText(/Change your own password from your profile/).waitFor();
    await expect.poll(() => page.getByLabel('New Password').count(), POLL).toBe(0);
    await expectAccessible(page);
  });

  it("mails a member a reset link instead of setting their password, and offers no Staff type", async () => {
    await page.goto(`/user-management/users/edit/${memberId}`);
    await page.getByText("Staff don't set another person's password: send them a reset link instead.").waitFor();
    await expect.poll(() => page.getByLabel('New Password').count(), POLL).toBe(0);
    await page.getByRole('combobox', { name: /^User Type/ }).click();
    await expect.poll(() => page.getByRole('option', { name: 'Staff' }).getAttribute('aria-disabled'), POLL).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Send password reset link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send password reset link' });
    await dialog.getByText(/member@example.com/).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('A password reset link has been sent to member@example.com.').waitFor();
  });

  it('changes their own password in the profile with the current one, then signs in again', async () => {
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your current password is not right.').waitFor();

    await page.getByLabel('Current password').fill(DESK.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL('**/auth/login');
    await signInAs(page, DESK.email, NEW_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  });
});
