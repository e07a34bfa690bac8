import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newPage, POLL, signInAs } from './browser';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
const PERSON = { first: 'Quinby', last: 'Thistlewood', email: 'quinby.thistlewood@example.com' };
const NAME = `${PERSON.first} ${PERSON.last}`;
const QUERY = 'Thistlewood search';

let browser: Browser;
let page: Page;

async function signedIn(): Promise<Page> {
  const { page: p } = await newPage(browser);
  await signInAs(p, ADMIN.email, ADMIN.password);
  await p.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await p.getByRole('button', { name: 'Open profile panel' }).waitFor();
  return p;
}

beforeAll(async () => {
  browser = await launch();
  page = await signedIn();
});
afterAll(async () => {
  await browser?.close();
});

const row = (p: Page = page) => p.getByRole('row').filter({ hasText: NAME });

describe('users', () => {
  it('opens the user list from the User Management menu and /user-management', async () => {
    // The User Management group is open: Users and Roles sit under it.
    await page.getByRole('menuitem', { name: 'User Management' }).waitFor();
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.waitForURL('**/user-management/users/list');
    await page.getByRole('columnheader', { name: /email/i }).waitFor();
    await page.goto('/user-management');
    await page.waitForURL('**/user-management/users/list');
    await page.getByRole('columnheader', { name: /email/i }).waitFor();
    await expectAccessible(page);
  });

  it('creates a user', async () => {
    await page.getByRole('link', { name: 'Add User' }).click();
    await page.waitForURL('**/user-management/users/add');
    await page.getByRole('textbox', { name: /^First Name/ }).fill(PERSON.first);
    await page.getByRole('textbox', { name: /^Last Name/ }).fill(PERSON.last);
    await page.getByRole('textbox', { name: /^Email/ }).fill(PERSON.email);
    await page.getByRole('textbox', { name: /^Primary Phone/ }).fill('612-555-0142');
    await page.getByRole('textbox', { name: /^City/ }).fill('Edina');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User created successfully!').waitFor();
    await page.waitForURL('**/user-management/users/list');
    await row().waitFor();
  });

  it('finds the user through the Filters panel', async () => {
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('textbox', { name: /^Last Name/ }).fill('thistle');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Filters (1 applied)' }).waitFor();
    await row().waitFor();
    await expect.poll(() => page.getByRole('row').count(), POLL).toBe(2);
  });

  it('saves the query and re-applies it after a reload', async () => {
    await page.getByRole('button', { name: 'Saved queries' }).click();
    await page.getByRole('button', { name: 'Save current query...' }).click();
    await page.getByRole('textbox', { name: /^Query name/ }).fill(QUERY);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('button', { name: 'Filters', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('columnheader', { name: /email/i }).waitFor();
    await expect.poll(() => page.getByRole('row').count(), POLL).toBeGreaterThan(2);
    await page.getByRole('button', { name: 'Saved queries' }).click();
    await page.getByRole('button', { name: QUERY, exact: true }).click();
    await page.getByRole('button', { name: 'Filters (1 applied)' }).waitFor();
    await expect.poll(() => page.getByRole('row').count(), POLL).toBe(2);
    await row().waitFor();
  });

  it('shows a chosen column, and the choice and the saved query follow the user to another browser', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('switch', { name: 'NRDS ID' }).or(page.getByRole('checkbox', { name: 'NRDS ID' })).first().click();
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: 'NRDS ID' }).waitFor();

    const other = await signedIn();
    await other.goto('/user-management/users/list');
    await other.getByRole('columnheader', { name: 'NRDS ID' }).waitFor();
    await other.getByRole('button', { name: 'Saved queries' }).click();
    await other.getByRole('button', { name: QUERY, exact: true }).waitFor();
    await other.context().close();
  });

  it('exports the filtered list as a CSV file', async () => {
    await page.goto('/user-management/users/list');
    await page.getByRole('button', { name: 'Saved queries' }).click();
    await page.getByRole('button', { name: QUERY, exact: true }).click();
    await row().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
    const stamp = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    expect(download.suggestedFilename()).toBe(`user_report_${stamp}.csv`);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    const lines = text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Name,First Name,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(PERSON.email);
  });

  it('edits the user', async () => {
    await row().getByRole('link', { name: `Edit ${NAME}` }).click();
    await page.waitForURL('**/user-management/users/edit/*');
    const city = page.getByRole('textbox', { name: /^City/ });
    await expect.poll(() => city.inputValue(), POLL).toBe('Edina');
    await city.fill('Duluth');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('User updated successfully!').waitFor();
    await page.waitForURL('**/user-management/users/list*');
  });

  it("deactivates the user through the 'User Status' confirmation", async () => {
    await page.goto('/user-management/users/list');
    await page.getByRole('button', { name: 'Saved queries' }).click();
    await page.getByRole('button', { name: QUERY, exact: true }).click();
    await row().getByRole('switch', { name: `Status of ${NAME}: Active` }).click();
    const dialog = page.getByRole('dialog', { name: 'User Status' });
    await dialog.getByText('Do you want to change the status to Inactive?').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await row().getByRole('switch', { name: `Status of ${NAME}: Inactive` }).waitFor();
  });

  it('deletes the user after the confirmation', async () => {
    await row().getByRole('link', { name: `Edit ${NAME}` }).click();
    await page.waitForURL('**/user-management/users/edit/*');
    await page.getByRole('button', { name: 'Delete User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Record' });
    await dialog.getByText('Are you sure you want to delete this user?').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('User deleted Successfully').waitFor();
    await page.waitForURL('**/user-management/users/list*');
    await page.getByRole('button', { name: 'Saved queries' }).click();
    await page.getByRole('button', { name: QUERY, exact: true }).click();
    await page.getByText('No records found').waitFor();
  });
});
