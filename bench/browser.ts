// The bench's browser part: from navigation to the first row (cold HTTP cache, signed in), and from a
// page change, a sort and a search to the new rows, on the user list and on the bare react-admin app
// of bench/baseline in the same run. Figures only, each beside the baseline's and its target.
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { signInPage, startBaseline, startProduct } from '../scripts/benchServers.mjs';
import { playwrightLaunchOptions } from '../scripts/chromium.mjs';

const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);
const TARGET_MS = { firstRow: 600, change: 250 };
const VIEWPORT = { width: 1440, height: 900 };

/** What a list page offers to the bench: its address and how to page, sort and search it. */
interface Subject {
  url: string;
  nextPage: (page: Page) => Promise<void>;
  sort: (page: Page) => Promise<void>;
  /** Types the search (not timed), then applies it (timed). */
  search: { type: (page: Page) => Promise<void>; apply: (page: Page) => Promise<void> };
}

/**
 * Runs before the page's own scripts: keeps the time (from navigation) at which the table's first
 * row last showed new content, skeleton rows aside. A string, as the bench's TypeScript runner
 * would add helpers to a function that the page does not have.
 */
const WATCH_FIRST_ROW = `
  const check = () => {
    const row = document.querySelector('tbody tr.RaDataTable-row');
    const text = row && !row.querySelector('.MuiSkeleton-root') ? row.textContent || '' : '';
    if (text && text !== window.firstRow?.text) window.firstRow = { at: performance.now(), text };
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
`;

const firstRowText = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstRow?: { text: string } }).firstRow?.text ?? null);

async function firstRow(page: Page, url: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { firstRow?: unknown }).firstRow, undefined, { timeout: 60_000 });
  return page.evaluate(() => (window as unknown as { firstRow: { at: number } }).firstRow.at);
}

/** From just before the action to the moment the first row shows other content. */
async function change(page: Page, action: (page: Page) => Promise<void>): Promise<number> {
  const before = await firstRowText(page);
  const start = await page.evaluate(() => performance.now());
  await action(page);
  await page.waitForFunction(
    (previous) => (window as unknown as { firstRow?: { text: string } }).firstRow?.text !== previous,
    before,
    { timeout: 30_000 },
  );
  return page.evaluate((t0) => (window as unknown as { firstRow: { at: number } }).firstRow.at - t0, start);
}

async function measure(browser: Browser, subject: Subject, storageState?: BrowserContextOptions['storageState']) {
  const figures = { firstRow: [] as number[], nextPage: [] as number[], sort: [] as number[], search: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: VIEWPORT, storageState });
    await context.addInitScript(WATCH_FIRST_ROW);
    const page = await context.newPage();
    figures.firstRow.push(await firstRow(page, subject.url));
    figures.nextPage.push(await change(page, subject.nextPage));
    figures.sort.push(await change(page, subject.sort));
    await subject.search.type(page);
    figures.search.push(await change(page, subject.search.apply));
    await context.close();
  }
  return figures;
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor((samples.length - 1) / 2)]!;

/** react-admin's DataTable names each header cell `column-<source>`. */
const sortBy = (source: string) => (page: Page) => page.locator(`th.column-${source} .MuiTableSortLabel-root`).click();
const nextPage = (page: Page) => page.getByRole('button', { name: /next page/i }).click();
const searchBox = (page: Page) => page.getByRole('textbox', { name: /^Search/ });

/** The list's search applies on Enter. */
const USER_LIST = (baseUrl: string): Subject => ({
  url: `${baseUrl}/user-management/users/list`,
  nextPage,
  sort: sortBy('email'),
  search: { type: (page) => searchBox(page).fill('an'), apply: (page) => searchBox(page).press('Enter') },
});

/** react-admin's SearchInput applies as typed (the baseline's List has no debounce). */
const BASELINE_LIST = (url: string): Subject => ({
  url,
  nextPage,
  sort: sortBy('title'),
  search: { type: async () => undefined, apply: (page) => searchBox(page).fill('harbour') },
});

export async function benchBrowser(): Promise<void> {
  const baseline = await startBaseline();
  const product = await startProduct();
  const browser = await chromium.launch(await playwrightLaunchOptions(chromium));
  try {
    const signIn = await browser.newContext({ viewport: VIEWPORT });
    const page = await signIn.newPage();
    await signInPage(page, product.baseUrl);
    const session = await signIn.storageState();
    const ours = await measure(browser, USER_LIST(product.baseUrl), session);
    await signIn.close();
    const theirs = await measure(browser, BASELINE_LIST(baseline.url));
    console.log(`\nIn the browser (Chromium, ${VIEWPORT.width}×${VIEWPORT.height}, no throttling, ${RUNS} runs, median ms; the user list beside the bare react-admin list)`);
    console.log(`${'figure'.padEnd(34)}${'ours'.padStart(8)}${'baseline'.padStart(10)}${'target'.padStart(10)}`);
    const rows: [string, number[], number[], number][] = [
      ['navigation to the first row', ours.firstRow, theirs.firstRow, TARGET_MS.firstRow],
      ['next page to its rows', ours.nextPage, theirs.nextPage, TARGET_MS.change],
      ['sort to the sorted rows', ours.sort, theirs.sort, TARGET_MS.change],
      ['search to the found rows', ours.search, theirs.search, TARGET_MS.change],
    ];
    for (const [label, mine, base, target] of rows) {
      const value = median(mine);
      console.log(`${label.padEnd(34)}${value.toFixed(0).padStart(8)}${median(base).toFixed(0).padStart(10)}${`<= ${target}`.padStart(10)}  ${value <= target ? 'PASS' : 'FAIL'}`);
    }
  } finally {
    await browser.close();
    await product.stop();
    await baseline.stop();
  }
}
