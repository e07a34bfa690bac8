// npm run size: the JavaScript each first screen needs, gzip-compressed, from the last build's Vite
// manifest, beside its budget (docs/PERFORMANCE.md, "Front end"). `--check` exits with 1 over a
// budget; `--json` prints the figures as JSON.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
export const DIST_DIR = path.join(root, 'dist/admin');

/** kB of 1,000 bytes, gzip at zlib's default level, so the figures match what `vite build` prints. */
export const KB = 1000;

/** At most this many scripts on any page's first load (the entry and every chunk it asks for). */
export const MAX_SCRIPTS = 25;

/**
 * Per page: `budget`, the goal `npm run size -- --check` holds the build to; `ceiling`, today's
 * figure, which test/e2e/bundleBudget.test.ts keeps from growing. Where a ceiling is above its
 * budget, lower it as the code shrinks.
 */
export const BUDGETS = {
  entry: { budget: 80 * KB, ceiling: 80 * KB },
  signIn: { budget: 330 * KB, ceiling: 432 * KB },
  // A list's budget and the chart's chunk.
  dashboard: { budget: 440 * KB, ceiling: 563 * KB },
  userList: { budget: 330 * KB, ceiling: 454 * KB },
  roleList: { budget: 330 * KB, ceiling: 452 * KB },
  companyList: { budget: 330 * KB, ceiling: 452 * KB },
  eventList: { budget: 330 * KB, ceiling: 452 * KB },
  courseList: { budget: 330 * KB, ceiling: 452 * KB },
  complianceList: { budget: 330 * KB, ceiling: 455 * KB },
  sponsorshipList: { budget: 330 * KB, ceiling: 452 * KB },
  paymentList: { budget: 330 * KB, ceiling: 453 * KB },
  auditList: { budget: 330 * KB, ceiling: 453 * KB },
  companyEdit: { budget: 330 * KB, ceiling: 452 * KB },
};

/** Chunks of an editor or a chart: only the pages that show one may load them. */
export const SHOWN_WHEN_NEEDED = ['src/admin/common/DescriptionEditor.tsx', 'src/admin/dashboard/PeriodLineChart.tsx'];

/** Loaded lazily by every page once its first screen is up, so it counts in `later`, not `first`. */
const EVERY_PAGE_LATER = ['src/admin/layout/reactAdminNotification.ts'];

/**
 * `first`: what the router loads before the screen can show; `later`: what the page loads right
 * after. Static imports are followed from the manifest, and the entry comes with each.
 */
const list = (id, name, path, screen) => ({
  id,
  name,
  path,
  first: ['src/admin/layout/Layout.tsx', screen],
  later: EVERY_PAGE_LATER,
});

export const ROUTES = [
  {
    id: 'signIn',
    name: 'sign-in',
    path: '/auth/login',
    first: ['src/admin/layout/auth/AuthRoutes.tsx'],
    later: EVERY_PAGE_LATER,
  },
  {
    id: 'dashboard',
    name: 'dashboard',
    path: '/dashboard',
    first: ['src/admin/layout/Layout.tsx', 'src/admin/dashboard/Dashboard.tsx'],
    later: [...EVERY_PAGE_LATER, 'src/admin/dashboard/PeriodLineChart.tsx', 'src/admin/resources/compliance/ComplianceCard.tsx'],
  },
  list('userList', 'user list', '/user-management/users/list', 'src/admin/resources/users/UserList.tsx'),
  list('roleList', 'role list', '/user-management/roles/list', 'src/admin/resources/roles/RoleList.tsx'),
  list('companyList', 'company list', '/companies', 'src/admin/resources/companies/CompanyList.tsx'),
  list('eventList', 'event list', '/events', 'src/admin/resources/events/EventList.tsx'),
  list('courseList', 'course list', '/courses', 'src/admin/resources/courses/CourseList.tsx'),
  list('complianceList', 'CE compliance list', '/compliance', 'src/admin/resources/compliance/ComplianceList.tsx'),
  list('sponsorshipList', 'sponsorship list', '/sponsorships', 'src/admin/resources/sponsorships/SponsorshipList.tsx'),
  list('paymentList', 'payment list', '/payments', 'src/admin/resources/payments/PaymentList.tsx'),
  list('auditList', 'audit log', '/audit', 'src/admin/resources/audit/AuditList.tsx'),
  // `:id` is a company of the demo data.
  list('companyEdit', 'company edit', '/companies/edit/:id', 'src/admin/resources/companies/CompanyEdit.tsx'),
];

export function readManifest(distDir = DIST_DIR) {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npx vite build\` first`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest (renamed or no longer lazy?)`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

export function measure(distDir = DIST_DIR) {
  const manifest = readManifest(distDir);
  const gzipCache = new Map();
  const gzipSize = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(distDir, file))).length);
    return gzipCache.get(file);
  };
  const total = (keys) => [...keys].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const entryClosure = staticClosure(manifest, [entryKey]);
  const entry = { file: manifest[entryKey].file, gzip: gzipSize(manifest[entryKey].file), ...BUDGETS.entry };
  const entryWithImports = { chunks: entryClosure.size, gzip: total(entryClosure) };

  const routes = ROUTES.map((route) => {
    const first = staticClosure(manifest, [entryKey, ...route.first]);
    const all = staticClosure(manifest, [entryKey, ...route.first, ...route.later]);
    return { ...route, ...BUDGETS[route.id], keys: [...all], chunks: all.size, gzip: total(all), firstChunks: first.size, firstGzip: total(first) };
  });

  const largest = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({ file: chunk.file, gzip: gzipSize(chunk.file) }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 10);
  return { entry, entryWithImports, routes, largest };
}

export function overBudget(report) {
  const over = [];
  if (report.entry.gzip > report.entry.budget) over.push(`the entry chunk is ${kb(report.entry.gzip)} gzip, over ${kb(report.entry.budget)}`);
  for (const route of report.routes) {
    if (route.gzip > route.budget) over.push(`the ${route.name}'s JavaScript is ${kb(route.gzip)} gzip, over ${kb(route.budget)}`);
    if (route.chunks > MAX_SCRIPTS) over.push(`the ${route.name} loads ${route.chunks} scripts, over ${MAX_SCRIPTS}`);
  }
  return over;
}

function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} kB`;
}

function main() {
  const args = process.argv.slice(2);
  const report = measure();
  if (args.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const verdict = (value, budget) => (budget ? `${kb(budget).padStart(9)}  ${value <= budget ? 'PASS' : 'FAIL'}` : '');
    console.log('JavaScript per screen, gzip (kB = 1,000 bytes), from dist/admin/.vite/manifest.json\n');
    console.log(`${'what'.padEnd(44)}${'first screen'.padStart(22)}${'whole page'.padStart(22)}${'budget'.padStart(11)}`);
    const cell = (chunks, gzip) => `${kb(gzip)} (${chunks})`.padStart(22);
    console.log(`${`entry chunk (${report.entry.file})`.padEnd(44)}${cell(1, report.entry.gzip)}${''.padStart(22)}  ${verdict(report.entry.gzip, report.entry.budget)}`);
    console.log(`${'entry with its static imports'.padEnd(44)}${cell(report.entryWithImports.chunks, report.entryWithImports.gzip)}`);
    for (const route of report.routes) {
      console.log(`${`${route.name} (${route.path})`.padEnd(44)}${cell(route.firstChunks, route.firstGzip)}${cell(route.chunks, route.gzip)}  ${verdict(route.gzip, route.budget)}`);
    }
    console.log('(chunk counts in brackets)');
    console.log('\nLargest chunks:');
    for (const chunk of report.largest) console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}`);
  }
  const over = overBudget(report);
  if (args.includes('--check') && over.length > 0) {
    console.error(`\nOver budget: ${over.join('; ')}.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
