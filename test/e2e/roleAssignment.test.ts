import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newPage, POLL, signInAs } from './browser';

/**
 * A role takes effect for its holder: created with a chosen matrix, given to a new Staff user on
 * Add User, seen by that user as exactly the allowed menu and buttons, and gone once deactivated.
 */

const ROLE = 'Sponsor Desk E2E';
const STAFF = { first: 'Dana', last: 'Deskwood', email: 'dana.deskwood@example.com', password: 'Desk#2026' };

let browser: Browser;
let admin: Page;
let staff: Page;

async function signedIn(email: string, password: string): Promise<Page> {
  const { page } = await newPage(browser);
  await signInAs(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.getByRole('button', { name: 'Open profile panel' }).waitFor();
  return page;
}

beforeAll(async () => {
  browser = await launch();
  admin = await signedIn('admin@example.com', 'Admin#2026');
});
afterAll(async () => {
  await browser?.close();
});

const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

describe('a role given to a staff user', () => {
  it('is created with Sponsorship read and update and Companies read', async () => {
    await admin.goto('/user-management/roles/add');
    await admin.getByRole('textbox', { name: /^Role Name/ }).fill(ROLE);
    await admin.getByRole('checkbox', { name: 'Sponsorship: Read' }).check();
    await admin.getByRole('checkbox', { name: 'Sponsorship: Update' }).check();
    await admin.getByRole('checkbox', { name: 'Companies: Read' }).check();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL('**/user-management/roles/list');
  });

  it('is assigned on Add User to a new Staff user', async () => {
    await admin.goto('/user-management/users/add');
    await admin.getByRole('combobox', { name: /^User Type/ }).click();
    await admin.getByRole('option', { name: 'Staff' }).click();
    await admin.getByRole('textbox', { name: /^First Name/ }).fill(STAFF.first);
    await admin.getByRole('textbox', { name: /^Last Name/ }).fill(STAFF.last);
    await admin.getByRole('textbox', { name: /^Email/ }).fill(STAFF.email);
    await admin.getByRole('textbox', { name: /^Primary Phone/ }).fill('612-555-0143');
    await admin.getByLabel(/^Password/).and(admin.locator('input')).fill(STAFF.password);
    await admin.getByLabel(/^Confirm Password/).and(admin.locator('input')).fill(STAFF.password);
    await admin.getByRole('button', { name: 'Select Role' }).click();
    const picker = admin.getByRole('dialog', { name: 'Select Role' });
    await picker.getByRole('row').filter({ hasText: ROLE }).getByRole('button', { name: 'Select' }).click();
    await admin.getByText(ROLE).first().waitFor();
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('User created successfully!').waitFor();
  });

  it('gives its holder exactly the allowed menu and buttons', async () => {
    staff = await signedIn(STAFF.email, STAFF.password);
    await menuItem(staff, 'Companies').waitFor();
    await menuItem(staff, 'Sponsorship').waitFor();
    await expect.poll(() => menuItem(staff, 'User Management').count(), POLL).toBe(0);
    await expect.poll(() => menuItem(staff, 'Roles').count(), POLL).toBe(0);

    await staff.goto('/sponsorships');
    await staff.getByRole('columnheader', { name: /name/i }).waitFor();
    await expect.poll(() => staff.getByRole('link', { name: 'Add Sponsorship' }).count(), POLL).toBe(0);
    // Update yes: the edit links show; delete no: the status switches are locked.
    await expect.poll(() => staff.getByRole('link', { name: /^Edit / }).count(), POLL).toBeGreaterThan(0);
    await expect.poll(() => staff.getByRole('switch', { disabled: false }).count(), POLL).toBe(0);

    await staff.goto('/companies');
    await staff.getByRole('columnheader', { name: /name/i }).waitFor();
    await expect.poll(() => staff.getByRole('link', { name: 'Add Company' }).count(), POLL).toBe(0);
    await expect.poll(() => staff.getByRole('link', { name: /^View / }).count(), POLL).toBeGreaterThan(0);
    await expect.poll(() => staff.getByRole('link', { name: /^Edit / }).count(), POLL).toBe(0);

    await staff.goto('/user-management/users/list');
    await staff.getByText("You don't have access to View User!").waitFor();
  });

  it("follows a change of the role's matrix at the holder's next page load", async () => {
    await admin.goto('/user-management/roles/list');
    await admin.getByRole('row').filter({ hasText: ROLE }).getByRole('link', { name: ROLE, exact: true }).click();
    await admin.waitForURL('**/user-management/roles/details/*');
    await admin.getByRole('checkbox', { name: 'Courses: Read' }).check();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL('**/user-management/roles/list');

    // The page shows at once with the roles stored at sign-in; the menu follows the server's.
    await staff.goto('/companies');
    await menuItem(staff, 'Courses').waitFor();
    await staff.goto('/courses');
    await staff.getByRole('columnheader', { name: /title/i }).waitFor();
  });

  it('stops granting anything once deactivated', async () => {
    await admin.goto('/user-management/roles/list');
    const roleRow = admin.getByRole('row').filter({ hasText: ROLE });
    await roleRow.getByRole('switch', { name: `Status of ${ROLE}: Active` }).click();
    await admin.getByRole('dialog', { name: 'Role Status' }).getByRole('button', { name: 'Confirm' }).click();
    await roleRow.getByRole('switch', { name: `Status of ${ROLE}: Inactive` }).waitFor();

    // The holder's next load reads the current roles: no module is left.
    await staff.goto('/');
    await staff.waitForURL('**/error/error-v3');
    await expect.poll(() => menuItem(staff, 'Sponsorship').count(), POLL).toBe(0);
  });
});
