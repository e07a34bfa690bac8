import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, expectAccessible, launch, newPage, POLL, signInAs, type ApiCall } from './browser';

/**
 * Field limits (issue 13 item 21): a value over what the server takes is refused on its field, in
 * the words the form uses, and nothing is sent. The company name's 200 characters are covered by
 * the companies flow; these are the sponsorship's name and position and a user's first name.
 */

let browser: Browser;
let page: Page;
let api: ApiCall;

beforeAll(async () => {
  api = await adminApi();
  browser = await launch();
  ({ page } = await newPage(browser));
  await signInAs(page, 'admin@example.com', 'Admin#2026');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The text under a field that the field names as its description: its helper text or its error.
 * Throws while the field names none yet (`expect.poll` reads it again then).
 */
async function messageOf(input: Locator): Promise<string> {
  const describedBy = await input.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  return (await page.locator(`[id="${describedBy}"]`).textContent()) ?? '';
}

describe('Add Sponsorship', () => {
  it('refuses a 101-character name and a position of 1,000,000 on their fields, and saves nothing', async () => {
    const longName = `Field Limit Probe ${'Sponsor'.repeat(20)}`.slice(0, 101);
    await page.goto('/sponsorships/add');
    const name = page.getByRole('textbox', { name: /^Name/ });
    await name.fill(longName);
    // The field keeps every character (no maxlength cutting a paste short without a word).
    await expect.poll(() => name.inputValue(), POLL).toBe(longName);
    const position = page.getByRole('spinbutton', { name: 'Position' });
    await position.fill('1000000');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => name.getAttribute('aria-invalid'), POLL).toBe('true');
    await expect.poll(() => messageOf(name), POLL).toBe('Must be 100 characters or less');
    await expect.poll(() => position.getAttribute('aria-invalid'), POLL).toBe('true');
    await expect.poll(() => messageOf(position), POLL).toBe('Must be a whole number from 0 to 100000');
    await expectAccessible(page);
    await page.waitForURL((url) => url.pathname === '/sponsorships/add');
    const found = await api<{ sponsorships: { name: string }[] }>('GET', `/sponsorships?offset=0&limit=10&search=${encodeURIComponent('Field Limit Probe')}`);
    expect(found.sponsorships).toEqual([]);

    // At the limits the messages go (not saved: the other browser tests read the sponsorship order).
    await name.fill(longName.slice(0, 100));
    await position.fill('100000');
    // The number input hands its value to the form when it loses focus.
    await position.blur();
    await expect.poll(() => name.getAttribute('aria-invalid'), POLL).toBe('false');
    await expect.poll(() => position.getAttribute('aria-invalid'), POLL).toBe('false');
  });
});

describe('Add User', () => {
  it('refuses a first name over 100 characters on its field, and saves nothing', async () => {
    const email = 'field-limits-probe@example.com';
    await page.goto('/user-management/users/add');
    const firstName = page.getByRole('textbox', { name: /^First Name/ });
    await firstName.fill('Limit'.repeat(20) + 'X');
    await page.getByRole('textbox', { name: /^Last Name/ }).fill('Probe');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByRole('textbox', { name: /^Primary Phone/ }).fill('612-555-0177');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => firstName.getAttribute('aria-invalid'), POLL).toBe('true');
    await expect.poll(() => messageOf(firstName), POLL).toBe('Must be 100 characters or less');
    await expectAccessible(page);
    await page.waitForURL((url) => url.pathname === '/user-management/users/add');
    const found = await api<{ users: unknown[] }>('GET', `/users/list/all?offset=0&limit=1&search=${encodeURIComponent(email)}`);
    expect(found.users).toEqual([]);
  });
});
