import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newPage, POLL, signInAs } from './browser';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
const CARDS = ['Active Members', 'Active Admins', 'New Users', 'Active Companies', 'Upcoming Events'];

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  ({ page } = await newPage(browser));
  await signInAs(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
});
afterAll(async () => {
  await browser?.close();
});

/** The figure a card shows, once it is no longer 'Loading...'. */
async function figure(title: string): Promise<number> {
  const card = page.getByRole('link').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const value = card.getByRole('paragraph');
  await expect.poll(() => value.textContent(), POLL).not.toBe('Loading...');
  return Number((await value.textContent())!.replace(/[^\d]/g, ''));
}

describe('dashboard', () => {
  it('is where the super administrator lands, with the five figures of the demo data', async () => {
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    for (const title of CARDS) expect(await figure(title)).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  it('draws both charts with an Events and a Users line over five periods', async () => {
    for (const title of ['Events|Users (Monthly)', 'Events|Users (Weekly)']) {
      const chart = page.getByRole('region', { name: title });
      await chart.waitFor();
      // Two lines, each through five points.
      await expect.poll(() => chart.locator('.recharts-line-curve').count(), POLL).toBe(2);
      await expect.poll(() => chart.locator('.recharts-line-dots circle, .recharts-line-dot').count(), POLL).toBe(10);
      // The figures are also there as text, for screen readers.
      const rows = chart.getByRole('table').getByRole('row');
      await expect.poll(() => rows.count(), POLL).toBe(6);
    }
    // Weekly labels run from a start date to six days later.
    await page
      .getByRole('region', { name: 'Events|Users (Weekly)' })
      .getByText(/^[A-Z][a-z]{2} \d{2} - [A-Z][a-z]{2} \d{2}$/)
      .first()
      .waitFor({ state: 'attached' });
  });

  it('labels every period on both charts, on a wide screen and on a phone', async () => {
    const ticks = (chartPage: Page, title: string) =>
      chartPage.getByRole('region', { name: title }).locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
    const { page: phone } = await newPage(browser, { width: 375, height: 812 });
    await signInAs(phone, ADMIN.email, ADMIN.password);
    await phone.waitForURL('**/dashboard');
    for (const chartPage of [page, phone]) {
      await chartPage.goto('/dashboard');
      for (const title of ['Events|Users (Monthly)', 'Events|Users (Weekly)']) {
        await expect.poll(() => ticks(chartPage, title).count(), POLL).toBe(5);
      }
      // The first week's label is drawn whole (start and end of the range).
      await expect.poll(() => ticks(chartPage, 'Events|Users (Weekly)').first().textContent(), POLL).toMatch(/^[A-Z][a-z]{2} \d{2} -\s*[A-Z][a-z]{2} \d{2}$/);
      // Every label, the last one too, lies inside its chart's drawing, which is not cut either.
      for (const title of ['Events|Users (Monthly)', 'Events|Users (Weekly)']) {
        const svg = await chartPage.getByRole('region', { name: title }).locator('.recharts-wrapper > svg.recharts-surface').boundingBox();
        const labels = await ticks(chartPage, title).evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
        for (const label of labels) {
          expect(label.left, title).toBeGreaterThanOrEqual(svg!.x);
          expect(label.right, title).toBeLessThanOrEqual(svg!.x + svg!.width);
        }
        expect(svg!.x + svg!.width).toBeLessThanOrEqual(chartPage.viewportSize()!.width);
      }
    }
    await phone.context().close();
  });

  it('opens the list a card counts, filtered', async () => {
    const companies = await figure('Active Companies');
    await page.getByRole('link').filter({ has: page.getByRole('heading', { name: 'Active Companies', exact: true }) }).click();
    await page.waitForURL('**/companies?**');
    // The list shows the same count as the card (its pagination reports the total).
    await page.getByText(new RegExp(`of ${companies}\\b`)).first().waitFor();
    await page.goBack();
    await page.waitForURL('**/dashboard');
    await page.getByRole('link').filter({ has: page.getByRole('heading', { name: 'Upcoming Events', exact: true }) }).click();
    await page.waitForURL('**/events?**');
    await page.getByRole('columnheader', { name: /starts/i }).waitFor();
  });
});
