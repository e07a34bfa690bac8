import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newPage, POLL, signInAs } from './browser';

let browser: Browser;
let page: Page;
/** The tab a preview opens in. */
let preview: Page;
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

const banner = (on: Page) => on.getByRole('status').filter({ hasText: /^Preview as / });
const menuItem = (on: Page, name: string) => on.getByRole('menuitem', { name, exact: true });
async function opened(click: () => Promise<void>): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await tab.waitForLoadState();
  return tab;
}

describe('previewing the back-office as a role sees it', () => {
  it('opens from the role list in a tab of its own, as a holder of the role sees it: its menu, and a banner naming it', async () => {
    await page.goto('/user-management/roles/list');
    preview = await opened(() => page.getByRole('button', { name: 'Preview as Events Coordinator' }).click());
    await banner(preview).filter({ hasText: 'Preview as Events Coordinator: you see the back-office as a holder of this role does. Nothing is saved.' }).waitFor();
    await menuItem(preview, 'Events').waitFor();
    await menuItem(preview, 'Courses').waitFor();
    expect(await menuItem(preview, 'Companies').count()).toBe(0);
    expect(await menuItem(preview, 'Roles').count()).toBe(0);
    await expectAccessible(preview);
  });

  it('saves nothing, whatever the role allows, and its buttons say so', async () => {
    await preview.goto('/profile');
    await preview.getByLabel('First Name').fill('Previewed');
    await preview.getByRole('button', { name: 'Preview: not saved' }).first().click();
    await preview.getByText(/^Preview: not saved\./).first().waitFor();
    await banner(preview).waitFor();
  });

  it('ends by closing its tab; the screen it started from is as it was, with the real session', async () => {
    await preview.goto('/events');
    await banner(preview).getByRole('button', { name: 'End preview' }).click();
    await expect.poll(() => preview.isClosed(), POLL).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/user-management/roles/list');
    await page.reload();
    await menuItem(page, 'Companies').waitFor();
    expect(await banner(page).count()).toBe(0);
  });

  it('shows a matrix being edited before it is saved, and leaves the edit as it was', async () => {
    await page.getByRole('link', { name: 'Events Coordinator', exact: true }).click();
    await page.getByRole('button', { name: 'Preview as this role' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('checkbox', { name: 'Companies: Read' }).check();
    preview = await opened(() => page.getByRole('button', { name: 'Preview these changes' }).click());
    await banner(preview).waitFor();
    await menuItem(preview, 'Companies').waitFor();
    await banner(preview).getByRole('button', { name: 'End preview' }).click();
    await expect.poll(() => preview.isClosed(), POLL).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Companies: Read' }).isChecked()).toBe(true);
  });
});
