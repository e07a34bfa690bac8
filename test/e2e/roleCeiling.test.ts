import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, expectAccessible, launch, newPage, POLL, signInAs } from './browser';

/**
 * The privilege ceiling on the role screen: a role editor with limited access sees the boxes beyond
 * their own access disabled, with the reason, saves within it, and cannot touch the role they hold.
 */

const EDITOR = { email: 'ceiling.editor@example.com', password: 'Ceiling#2026' };
const EDITOR_ROLE = 'Ceiling Editor E2E';
const SHAPED = 'Ceiling Shaped E2E';

let browser: Browser;
let page: Page;
const ids: { editorRole?: string; shaped?: string } = {};

beforeAll(async () => {
  const api = await adminApi();
  const editorRole = await api<{ role: { _id: string } }>('POST', '/roles/create', {
    name: EDITOR_ROLE,
    access: [
      { module: 'Role Management', read: true, update: true },
      { module: 'Companies', read: true, update: true },
    ],
  });
  ids.editorRole = editorRole.role._id;
  ids.shaped = (await api<{ role: { _id: string } }>('POST', '/roles/create', { name: SHAPED, access: [{ module: 'Companies', read: true }] })).role._id;
  await api('POST', '/users/create', {
    firstName: 'Cece',
    lastName: 'Ceiling',
    email: EDITOR.email,
    phoneNumber: '612-555-0177',
    role: 'admin',
    roles: [ids.editorRole],
    password: EDITOR.password,
    confirmPassword: EDITOR.password,
  });
  browser = await launch();
  ({ page } = await newPage(browser));
  await signInAs(page, EDITOR.email, EDITOR.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.getByRole('button', { name: 'Open profile panel' }).waitFor();
});
afterAll(async () => {
  await browser?.close();
});

describe('the role screen under the privilege ceiling', () => {
  it('disables the boxes beyond the editor’s own access and says why', async () => {
    await page.goto(`/user-management/roles/details/${ids.shaped}`);
    await page.getByText('Greyed boxes are beyond your own access: a role can be given only what you hold yourself.').waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Payment: Delete' }).isDisabled(), POLL).toBe(true);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Companies: Update' }).isEnabled(), POLL).toBe(true);
    await page.getByRole('checkbox', { name: 'Payment: Delete' }).locator('xpath=ancestor::span[2]').hover();
    await page.getByRole('tooltip').getByText('Payment: Delete is beyond your own access.').waitFor();
    await expectAccessible(page);

    await page.getByRole('checkbox', { name: 'Companies: Update' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/user-management/roles/list');
    await page.getByText('Role updated successfully!').waitFor();
  });

  it('keeps the access and the status of the role the editor holds', async () => {
    await page.goto(`/user-management/roles/details/${ids.editorRole}`);
    await page.getByText(/You hold this role: you can't change its access or its status/).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Companies: Delete' }).isDisabled(), POLL).toBe(true);
    await expect.poll(() => page.getByRole('switch', { name: 'Active' }).isDisabled(), POLL).toBe(true);
    await expectAccessible(page);
  });
});
