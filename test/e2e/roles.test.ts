import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newPage, POLL, signInAs } from './browser';

const ROLE = 'Sponsorship Desk';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await signInAs(page, 'admin@example.com', 'Admin#2026');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.getByRole('button', { name: 'Open profile panel' }).waitFor();
});
afterAll(async () => {
  await browser?.close();
});

const roleRow = () => page.getByRole('row').filter({ hasText: ROLE });

describe('roles', () => {
  it('lists the roles from the side menu', async () => {
    // Roles sits in the User Management group of the side menu.
    await page.getByRole('menuitem', { name: 'Roles', exact: true }).click();
    await page.waitForURL('**/user-management/roles/list');
    await page.getByRole('link', { name: 'Membership Desk', exact: true }).waitFor();
    await expectAccessible(page);
  });

  it('creates a role with a chosen access matrix', async () => {
    await page.getByRole('link', { name: 'Add Role' }).click();
    await page.waitForURL('**/user-management/roles/add');
    await page.getByRole('textbox', { name: /^Role Name/ }).fill(ROLE);
    await page.getByRole('checkbox', { name: 'All access to Sponsorship' }).check();
    await page.getByRole('checkbox', { name: 'Companies: Read' }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/user-management/roles/list');
    // The role's own words, not react-admin's 'Element created'.
    await page.getByText('Role created successfully!').waitFor();
    await roleRow().waitFor();
  });

  it('shows the role with its matrix and holders on its details page', async () => {
    await roleRow().getByRole('link', { name: ROLE, exact: true }).click();
    await page.waitForURL('**/user-management/roles/details/*');
    await page.getByText('Held by 0 users').waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Sponsorship: Update' }).isChecked(), POLL).toBe(true);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Companies: Read' }).isChecked(), POLL).toBe(true);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Companies: Update' }).isChecked(), POLL).toBe(false);
    await expectAccessible(page);
    await page.getByRole('checkbox', { name: 'Companies: Update' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/user-management/roles/list');
    await page.getByText('Role updated successfully!').waitFor();
  });

  it("deactivates it through the 'Role Status' confirmation", async () => {
    await page.goto('/user-management/roles/list');
    await roleRow().getByRole('switch', { name: `Status of ${ROLE}: Active` }).click();
    const dialog = page.getByRole('dialog', { name: 'Role Status' });
    await dialog.getByText('Do you want to change the status to Inactive?').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await roleRow().getByRole('switch', { name: `Status of ${ROLE}: Inactive` }).waitFor();
  });

  it('deletes it after the confirmation', async () => {
    await roleRow().getByRole('link', { name: ROLE, exact: true }).click();
    await page.waitForURL('**/user-management/roles/details/*');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByText('Are you sure you want to delete this role?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/user-management/roles/list');
    await page.getByRole('link', { name: 'Membership Desk', exact: true }).waitFor();
    await expect.poll(() => roleRow().count(), POLL).toBe(0);
  });
});
