import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newPage, POLL, signInAs } from './browser';

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

/** The names in the table, top to bottom. */
const names = async () => {
  await page.getByRole('columnheader', { name: /position/i }).waitFor();
  return page.locator('tbody tr td:nth-child(2)').allTextContents();
};

describe('sponsorships', () => {
  it('lists the sponsorships in position order from the side menu', async () => {
    await page.getByRole('menuitem', { name: 'Sponsorship' }).click();
    await page.waitForURL(/\/sponsorships(\?|$)/);
    await page.getByRole('cell', { name: 'Platinum', exact: true }).waitFor();
    // Platinum's place minus Gold's: below 0 when Platinum comes first.
    await expect
      .poll(async () => {
        const listed = await names();
        return listed.indexOf('Platinum') - listed.indexOf('Gold');
      }, POLL)
      .toBeLessThan(0);
    await expectAccessible(page);
  });

  it('creates a sponsorship, which takes its place in the order', async () => {
    await page.getByRole('link', { name: 'Add Sponsorship' }).click();
    await page.waitForURL('**/sponsorships/add');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Diamond Circle');
    await page.getByRole('spinbutton', { name: 'Position' }).fill('0');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/sponsorships(\?|$)/);
    await page.getByText('Sponsorship created successfully!').waitFor();
    await page.getByRole('cell', { name: 'Diamond Circle', exact: true }).waitFor();
    await expect.poll(async () => (await names())[0], POLL).toBe('Diamond Circle');
  });

  it('refuses a second sponsorship with the same name, with the server message under the name field', async () => {
    await page.goto('/sponsorships/add');
    const name = page.getByRole('textbox', { name: /^Name/ });
    await name.fill('diamond circle');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => name.getAttribute('aria-invalid'), POLL).toBe('true');
    await expect.poll(() => name.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.closest('.MuiFormControl-root')?.textContent ?? ''), POLL).toContain(
      'A sponsorship with this name already exists.',
    );
    expect(await page.getByRole('alert').filter({ hasText: 'A sponsorship with this name already exists.' }).count()).toBe(0);
    await page.waitForURL(/\/sponsorships\/add$/);
    await expectAccessible(page);
  });

  it('edits with Update, and shows a name already used under the name field', async () => {
    await page.goto('/sponsorships');
    await page.getByRole('link', { name: 'Edit Diamond Circle' }).click();
    await page.waitForURL('**/sponsorships/edit/*');
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect.poll(() => name.inputValue(), POLL).toBe('Diamond Circle');
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await name.fill('Gold');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect.poll(() => name.getAttribute('aria-invalid'), POLL).toBe('true');
    await page.getByText('A sponsorship with this name already exists.').waitFor();
    await page.waitForURL('**/sponsorships/edit/*');
    await expectAccessible(page);
    await name.fill('Diamond Circle');
    await expect.poll(() => name.getAttribute('aria-invalid'), POLL).toBe('false');
  });

  it('reorders by editing the position', async () => {
    await page.goto('/sponsorships');
    await page.getByRole('link', { name: 'Edit Diamond Circle' }).click();
    await page.waitForURL('**/sponsorships/edit/*');
    const position = page.getByRole('spinbutton', { name: 'Position' });
    await expect.poll(() => position.inputValue(), POLL).toBe('0');
    await position.fill('99');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.waitForURL(/\/sponsorships(\?|$)/);
    await page.getByText('Sponsorship updated successfully!').waitFor();
    // Sorted by position ascending: now after the seeded ones.
    await expect.poll(async () => (await names()).at(-1), POLL).toBe('Diamond Circle');
  });

  it("deactivates through the 'Sponsorship Status' confirmation", async () => {
    const toggle = page.getByRole('switch', { name: 'Status of Diamond Circle: Active' });
    await toggle.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Do you want to change the status to Inactive?').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('switch', { name: 'Status of Diamond Circle: Inactive' }).waitFor();
  });

  it('refuses deleting a sponsorship companies hold, with the reason, and deletes an unused one', async () => {
    // Platinum is held by seeded companies: the server's 409 message, and it stays.
    await page.getByRole('link', { name: 'Edit Platinum', exact: true }).click();
    await page.waitForURL('**/sponsorships/edit/*');
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Record' });
    await confirm.getByText('Are you sure you want to delete this sponsorship?').waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(/This sponsorship is attached to \d+ compan/).waitFor();
    await page.waitForURL(/\/sponsorships\/edit\//);

    await page.goto('/sponsorships');
    await page.getByRole('link', { name: 'Edit Diamond Circle' }).click();
    await page.waitForURL('**/sponsorships/edit/*');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Record' }).getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/sponsorships(\?|$)/);
    await page.getByText('Sponsorship deleted successfully!').waitFor();
    await expect.poll(() => page.getByRole('cell', { name: 'Diamond Circle', exact: true }).count(), POLL).toBe(0);
  });
});
