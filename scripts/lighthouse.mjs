// npm run lighthouse: Lighthouse's mobile and desktop presets on every page of ROUTES
// (scripts/chunkReport.mjs) in the app, built for the run, and on the bare react-admin app of
// bench/baseline, served alike, in one run; each figure beside the baseline's, each goal PASS or FAIL
// (docs/PERFORMANCE.md, "Front end"). Signed-in pages keep the session but start with an empty
// HTTP cache, so each is a first visit's download. Reports go to dist/lighthouse/.
//
//   node scripts/lighthouse.mjs [--runs N] [--check] [--pages NAMES]
//     --runs N        N runs per page and preset, the median (by performance score) is shown; default 1
//     --check         exit with 1 when a goal is not met
//     --pages NAMES   only these pages of ROUTES, by name, comma-separated ("user list,company edit");
//                     the baseline is always measured
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { startBaseline, startProduct, signInPage } from './benchServers.mjs';
import { ROUTES } from './chunkReport.mjs';
import { chromiumFlags, CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const REPORT_DIR = path.join(root, 'dist/lighthouse');
const PRESETS = { mobile: undefined, desktop: desktopConfig };

const ms = (v) => `${Math.round(v)} ms`;
const METRICS = [
  { key: 'performance', label: 'performance', show: String },
  { key: 'accessibility', label: 'accessibility', show: String },
  { key: 'tbt', label: 'TBT', show: ms },
  { key: 'lcp', label: 'LCP', show: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'cls', label: 'CLS', show: (v) => v.toFixed(3) },
  { key: 'scripts', label: 'script requests', show: String },
  { key: 'scriptBytes', label: 'JS transferred', show: (v) => `${(v / 1000).toFixed(1)} kB` },
];

/** `b` is the baseline's figure under the same preset; a goal without a preset holds for both. */
const GOALS = [
  { key: 'performance', preset: 'desktop', text: (b) => `>= 95 and >= ${b}`, ok: (v, b) => v >= 95 && v >= b },
  { key: 'performance', preset: 'mobile', text: (b) => `>= ${b + 10} (baseline + 10)`, ok: (v, b) => v >= b + 10 },
  { key: 'tbt', preset: 'desktop', text: () => '<= 150 ms', ok: (v) => v <= 150 },
  { key: 'lcp', preset: 'desktop', text: () => '<= 1.00 s', ok: (v) => v <= 1000 },
  { key: 'cls', text: () => '<= 0.02', ok: (v) => v <= 0.02 },
  { key: 'accessibility', text: () => '= 100', ok: (v) => v === 100 },
  { key: 'scripts', text: () => '<= 25', ok: (v) => v <= 25 },
];

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 1) : 1;
const CHECK = args.includes('--check');
const pagesArg = args.indexOf('--pages');
const PAGES = pagesArg >= 0 ? args[pagesArg + 1].split(',').map((name) => name.trim()) : null;
const unknownPages = (PAGES ?? []).filter((name) => !ROUTES.some((route) => route.name === name));
if (unknownPages.length > 0) {
  console.error(`No page named ${unknownPages.join(', ')}; the pages are: ${ROUTES.map((route) => route.name).join(', ')}`);
  process.exit(2);
}
const chosen = (route) => !PAGES || PAGES.includes(route.name);

/** A short CDP connection to the running Chromium, for what Lighthouse does not do itself. */
async function withBrowser(port, task) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const result = await task(page);
    await page.close();
    return result;
  } finally {
    // Only disconnects: Chromium keeps running for Lighthouse.
    await browser.close();
  }
}

/** Signs in, and answers the id of the first company, as the edit page's `:id`. */
async function signIn(port, baseUrl) {
  return withBrowser(port, async (page) => {
    await signInPage(page, baseUrl);
    return page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('token')}` };
      const answer = await (await fetch('/api/v1/admin/company/list?offset=0&limit=1', { headers })).json();
      return answer.body.companies[0]._id;
    });
  });
}

async function clearHttpCache(port) {
  await withBrowser(port, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  });
}

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    url: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    tbt: numeric('total-blocking-time'),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    scripts: scripts.length,
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    failedRequests: requests.filter((r) => r.statusCode >= 400).map((r) => `${r.statusCode} ${new URL(r.url).pathname}`),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits: Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
  };
}

async function audit(port, name, preset, url, keepStorage) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    if (keepStorage) await clearHttpCache(port);
    const flags = { port, output: ['json', 'html'], logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: keepStorage };
    let result = await lighthouse(url, flags, PRESETS[preset]);
    // Chromium now and then loses the trace's navigation start: that run is made again, twice at most.
    for (let retry = 0; retry < 2 && result?.lhr.runtimeError?.code === 'NO_NAVSTART'; retry++) {
      if (keepStorage) await clearHttpCache(port);
      result = await lighthouse(url, flags, PRESETS[preset]);
    }
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    const run = figures(result.lhr);
    // A page with missing files is not the page.
    if (run.failedRequests.length > 0) throw new Error(`${run.failedRequests.length} requests failed, e.g. ${run.failedRequests[0]}`);
    runs.push({ ...run, load: os.loadavg()[0], reports: result.report });
  }
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor((runs.length - 1) / 2)];
  const slug = `${name}-${preset}`.replace(/\W+/g, '-');
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  fs.writeFileSync(path.join(REPORT_DIR, `${slug}.report.json`), median.reports[0]);
  fs.writeFileSync(path.join(REPORT_DIR, `${slug}.report.html`), median.reports[1]);
  return { name, preset, ...median, allPerformance: runs.map((r) => r.performance) };
}

/** Prints each page and preset beside the baseline; answers the number of goals not met. */
function print(results, baseline, chromiumVersion) {
  const cell = (text, width) => String(text).padStart(width);
  let failed = 0;
  console.log(`\nLighthouse ${lighthouseVersion()}, ${chromiumVersion}, mobile and desktop presets, ${RUNS} run(s) per page and preset, median shown`);
  // Lighthouse's measure of this machine's CPU speed; the presets' CPU slowdown is applied on top of it.
  const indexes = [...Object.values(baseline), ...results].filter((r) => !r.error).map((r) => Math.round(r.benchmarkIndex));
  console.log(`Host CPU benchmark index: ${Math.min(...indexes)} to ${Math.max(...indexes)}; "load" is the host's 1-minute load average after the run`);
  console.log(`Baseline: bench/baseline (bare react-admin), ${baseline.mobile.url} (load: mobile ${baseline.mobile.load.toFixed(1)}, desktop ${baseline.desktop.load.toFixed(1)})`);
  for (const r of results) {
    const base = baseline[r.preset];
    const runs = RUNS > 1 && !r.error ? `  (performance of each run: ${r.allPerformance.join(', ')})` : '';
    console.log(`\n${r.name}, ${r.preset}  ${r.url ?? ''}${r.error ? '' : `  (load ${r.load.toFixed(1)})`}${runs}`);
    if (r.error) {
      failed++;
      console.log(`  error: ${r.error}`);
      continue;
    }
    console.log(`  ${'metric'.padEnd(16)}${cell('ours', 10)}${cell('baseline', 10)}${cell('ratio', 7)}   goal`);
    for (const { key, label, show } of METRICS) {
      const [v, b] = [r[key], base[key]];
      const goal = GOALS.find((g) => g.key === key && (g.preset ?? r.preset) === r.preset);
      if (goal && !goal.ok(v, b)) failed++;
      const verdict = goal ? `${goal.text(b).padEnd(28)}${goal.ok(v, b) ? 'PASS' : 'FAIL'}` : '';
      // Of the figures as shown, so a baseline that rounds to 0 gives no ratio.
      const [x, y] = [show(v), show(b)].map(parseFloat);
      console.log(`  ${label.padEnd(16)}${cell(show(v), 10)}${cell(show(b), 10)}${cell(y ? (x / y).toFixed(2) : '-', 7)}   ${verdict}`);
    }
    if (r.failedAudits.length > 0) console.log(`  audits under 0.9: ${r.failedAudits.join(', ')}`);
  }
  console.log(`\n${failed} goal(s) not met. Reports: ${path.relative(root, REPORT_DIR)}/*.report.html`);
  return failed;
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}

const baselineServer = await startBaseline();
let product;
let chrome;
let failed = 0;
try {
  product = await startProduct();
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...chromiumFlags(chromeLauncher.Launcher.defaultFlags())],
  });
  const version = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
  const baseline = {};
  for (const preset of Object.keys(PRESETS)) baseline[preset] = await audit(chrome.port, 'baseline', preset, baselineServer.url, false);
  const results = [];
  const auditAll = async (routes, url, keepStorage) => {
    for (const route of routes.filter(chosen)) {
      for (const preset of Object.keys(PRESETS)) {
        const result = await audit(chrome.port, route.name, preset, url(route), keepStorage).catch((error) => ({ error: error.message }));
        results.push({ name: route.name, preset, ...result });
      }
    }
  };
  // Signed out first, with Lighthouse's own storage reset; then the rest with the session.
  const signedOut = (route) => route.path.startsWith('/auth/');
  await auditAll(ROUTES.filter(signedOut), (route) => `${product.baseUrl}${route.path}`, false);
  const companyId = await signIn(chrome.port, product.baseUrl);
  const signedIn = ROUTES.filter((route) => !signedOut(route));
  await auditAll(signedIn, (route) => `${product.baseUrl}${route.path.replace(':id', companyId)}`, true);
  failed = print(results, baseline, version.Browser.replace(/^(Headless)?Chrome\//, 'Chromium '));
} finally {
  await chrome?.kill();
  await product?.stop();
  await baselineServer.stop();
}
if (CHECK && failed > 0) process.exit(1);
