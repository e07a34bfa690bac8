import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, expectAccessible, launch, newPage, POLL, signInAs, type ApiCall } from './browser';

// Above 1,000 matching rows a list's total is "more than 1,000" (src/server/core/list.ts,
// TOTAL_CAP) and 'Count all' asks for the exact figure. 1,005 courses of this test's own make the
// course list cross the cap; they are deleted again at the end.
const EXTRA = 1_005;

let browser: Browser;
let page: Page;
let api: ApiCall;
const created: string[] = [];

beforeAll(async () => {
  api = await adminApi();
  for (let start = 0; start < EXTRA; start += 25) {
    const batch = Array.from({ length: Math.min(25, EXTRA - start) }, (_, i) => start + i);
    const courses = await Promise.all(
      batch.map((n) =>
        api<{ course: { _id: string } }>('POST', '/courses/create', {
          code: `CNT-${String(n).padStart(4, '0')}`,
          title: `Counted course ${n}`,
          creditHours: 1,
          delivery: 'online',
        }),
      ),
    );
    created.push(...courses.map((c) => c.course._id));
  }
  browser = await launch();
  ({ page } = await newPage(browser));
  await signInAs(page, 'admin@example.com', 'Admin#2026');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (let start = 0; start < created.length; start += 25) {
    await Promise.all(created.slice(start, start + 25).map((id) => api('DELETE', `/courses/${id}`)));
  }
}, 120_000);

describe('a list of more than 1,000 rows', () => {
  it('says "more than 1,000" and counts them all on demand', async () => {
    const { total } = await api<{ total: number }>('GET', '/courses?exactTotal=true&limit=1');
    expect(total).toBeGreaterThan(1_000);
    await page.goto('/courses');
    await page.getByText('1-10 of more than 1,000').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Count all' }).click();
    // react-admin's own label once the total is exact.
    await page.getByText(new RegExp(`^1-10 of (${total}|${total.toLocaleString('en-US')})$`)).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Count all' }).count(), POLL).toBe(0);
  });
});
