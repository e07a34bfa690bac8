// npm run lighthouse: Lighthouse's mobile preset on the sign-in page, the dashboard and the user
// list of the built app, each beside its goal (docs/PERFORMANCE.md, "Front end"). Signed-in pages
// keep the session but start with an empty HTTP cache, so each is a first visit's download.
// Reports go to dist/lighthouse/.
//
//   node scripts/lighthouse.mjs [--runs N] [--check]
//     --runs N   N runs per page, the median (by performance score) is shown; default 1
//     --check    exit with 1 when a goal is not met
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ROUTES } from './chunkReport.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const REPORT_DIR = path.join(root, 'dist/lighthouse');
const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };

const GOALS = { performance: 90, accessibility: 95, bestPractices: 95, tbtMs: 200 };

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 1) : 1;
const CHECK = args.includes('--check');

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startProduct() {
  // PostgreSQL runs as the `postgres` user when this runs as root: the folder must be reachable.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cre-admin-lighthouse-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${server.exitCode}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not become healthy in 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, stop };
}

/** A short CDP connection to the running Chromium, for what Lighthouse does not do itself. */
async function withBrowser(port, task) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await task(page);
    await page.close();
  } finally {
    // Only disconnects: Chromium keeps running for Lighthouse.
    await browser.close();
  }
}

async function signIn(port, baseUrl) {
  await withBrowser(port, async (page) => {
    await page.goto(`${baseUrl}/auth/login`);
    await page.getByLabel(/email/i).fill(ADMIN.email);
    await page.getByLabel(/password/i).fill(ADMIN.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
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
  const scriptBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    url: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    tbt: numeric('total-blocking-time'),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits: Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
  };
}

async function audit(port, name, url, keepStorage) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    if (keepStorage) await clearHttpCache(port);
    const result = await lighthouse(url, {
      port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: keepStorage,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    runs.push({ ...figures(result.lhr), reports: result.report });
  }
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor((runs.length - 1) / 2)];
  const slug = name.replace(/\W+/g, '-');
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  fs.writeFileSync(path.join(REPORT_DIR, `${slug}.report.json`), median.reports[0]);
  fs.writeFileSync(path.join(REPORT_DIR, `${slug}.report.html`), median.reports[1]);
  return { name, ...median, allPerformance: runs.map((r) => r.performance) };
}

function print(results, chromiumVersion) {
  const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
  let failed = 0;
  const line = (label, value, goal, ok) => {
    if (!ok) failed++;
    console.log(`  ${label.padEnd(16)}${value.padStart(10)}   goal ${goal.padEnd(10)}${verdict(ok)}`);
  };
  console.log(`\nLighthouse ${lighthouseVersion()} mobile preset (simulated slow 4G, 4x CPU slowdown), ${chromiumVersion}, ${RUNS} run(s) per page, median shown`);
  // Lighthouse's measure of this machine's CPU speed; its 4x slowdown is applied on top of it.
  console.log(`Host CPU benchmark index: ${results.map((r) => Math.round(r.benchmarkIndex)).join(', ')}`);
  for (const r of results) {
    console.log(`\n${r.name}  ${r.url}${RUNS > 1 ? `  (performance of each run: ${r.allPerformance.join(', ')})` : ''}`);
    line('performance', String(r.performance), `>= ${GOALS.performance}`, r.performance >= GOALS.performance);
    line('accessibility', String(r.accessibility), `>= ${GOALS.accessibility}`, r.accessibility >= GOALS.accessibility);
    line('best practices', String(r.bestPractices), `>= ${GOALS.bestPractices}`, r.bestPractices >= GOALS.bestPractices);
    line('TBT', `${Math.round(r.tbt)} ms`, `< ${GOALS.tbtMs} ms`, r.tbt < GOALS.tbtMs);
    console.log(`  ${'LCP'.padEnd(16)}${`${(r.lcp / 1000).toFixed(2)} s`.padStart(10)}`);
    console.log(`  ${'FCP'.padEnd(16)}${`${(r.fcp / 1000).toFixed(2)} s`.padStart(10)}`);
    console.log(`  ${'CLS'.padEnd(16)}${r.cls.toFixed(3).padStart(10)}`);
    console.log(`  ${'JS transferred'.padEnd(16)}${`${(r.scriptBytes / 1000).toFixed(1)} kB`.padStart(10)}   (brotli, as served)`);
    if (r.failedAudits.length > 0) console.log(`  audits under 0.9: ${r.failedAudits.join(', ')}`);
  }
  console.log(`\nReports: ${path.relative(root, REPORT_DIR)}/*.report.html`);
  return failed;
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}

const { baseUrl, stop } = await startProduct();
let chrome;
let failed = 0;
try {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const version = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
  const path = (id) => ROUTES.find((route) => route.id === id).path;
  const results = [];
  // Signed out, with Lighthouse's own storage reset: / leads to the sign-in page.
  results.push(await audit(chrome.port, 'sign-in', `${baseUrl}/`, false));
  await signIn(chrome.port, baseUrl);
  results.push(await audit(chrome.port, 'dashboard', `${baseUrl}${path('dashboard')}`, true));
  results.push(await audit(chrome.port, 'user list', `${baseUrl}${path('userList')}`, true));
  failed = print(results, version.Browser.replace(/^(Headless)?Chrome\//, 'Chromium '));
} finally {
  await chrome?.kill();
  await stop();
}
if (CHECK && failed > 0) process.exit(1);
