// The user CSV import through the API, as the Imports screen drives it.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { buildApp } from '../src/server/app';
import type { Import, ImportMatch } from '../src/shared/imports';
import { USER_REPORT_HEADERS, type UserImportKey } from '../src/shared/userImport';

type App = Awaited<ReturnType<typeof buildApp>>;

/** CI runs it small; the targets hold at GOAL_ROWS. */
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const GOAL_ROWS = 100_000;
const DRY_RUN_GOAL_S = 20;
const RUN_GOAL_S = 60;
const MEMORY_GOAL_MB = 200;

/** The user report's headers, as a real file would carry them. */
const COLUMNS = [
  'firstName', 'lastName', 'email', 'phoneNumber', 'secondaryPhone', 'company', 'mncarMemberStatus', 'alowMcpeAccess',
  'mcpeAccessType', 'designations', 'groups', 'industryExperience', 'address1', 'city', 'state', 'postalCode',
] as const satisfies readonly UserImportKey[];

const FIRST = ['Ada', 'Alan', 'Grace', 'Linus', 'Margaret', 'Ken', 'Barbara', 'Dennis', 'Frances', 'Edsger', 'Radia', 'Donald'];
const LAST = ['Lovelace', 'Turing', 'Hopper', 'Torvalds', 'Hamilton', 'Thompson', 'Liskov', 'Ritchie', 'Allen', 'Dijkstra', 'Perlman', 'Knuth'];
const STREETS = ['Hennepin Ave', 'Nicollet Mall', 'Lake St', 'University Ave', 'Grand Ave', 'Summit Ave', 'Lyndale Ave S', 'Washington Ave N'];
const CITIES = [['Minneapolis', 'MN', '554'], ['St. Paul', 'MN', '551'], ['Duluth', 'MN', '558'], ['Rochester', 'MN', '559'], ['Fargo', 'ND', '581'], ['Eau Claire', 'WI', '547']];
const STATUSES = ['Active', 'Active', 'Active', 'Pending', 'Inactive'];
const ACCESS = ['Billable', 'N/A', 'ADN', 'Billable-Autopay'];
const DESIGNATIONS = ['CCIM', 'SIOR', 'CCIM, SIOR', '', 'CPM', 'MAI'];
const GROUPS = ['Broker;Realtor', 'Affiliate', 'Realtor', 'Senior Member;Broker', 'Associate Member', ''];

const cell = (value: string) => (/[",\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function benchCsv(rows: number, companyNames: readonly string[], city: (n: number) => string): Buffer {
  const lines = [COLUMNS.map((key) => cell(USER_REPORT_HEADERS[key])).join(',')];
  for (let n = 0; n < rows; n++) {
    const [, state, zip] = CITIES[n % CITIES.length]!;
    const values: Record<(typeof COLUMNS)[number], string> = {
      firstName: FIRST[n % FIRST.length]!,
      lastName: `${LAST[(n * 7) % LAST.length]}-${n}`,
      email: `import-bench-${n}@example.org`,
      phoneNumber: `612-555-${String(n % 10000).padStart(4, '0')}`,
      secondaryPhone: n % 3 === 0 ? `651-555-${String((n * 13) % 10000).padStart(4, '0')}` : '',
      company: companyNames.length && n % 4 !== 3 ? companyNames[n % companyNames.length]! : '',
      mncarMemberStatus: STATUSES[n % STATUSES.length]!,
      alowMcpeAccess: n % 2 ? 'Yes' : 'No',
      mcpeAccessType: ACCESS[n % ACCESS.length]!,
      designations: DESIGNATIONS[n % DESIGNATIONS.length]!,
      groups: GROUPS[n % GROUPS.length]!,
      industryExperience: String(n % 40),
      address1: `${100 + (n % 9900)} ${STREETS[n % STREETS.length]}`,
      city: city(n),
      state: state!,
      postalCode: `${zip}${String(n % 100).padStart(2, '0')}`,
    };
    lines.push(COLUMNS.map((key) => cell(values[key])).join(','));
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** An import refuses an ambiguous company name. */
async function uniqueCompanyNames(app: App): Promise<string[]> {
  const { rows } = await app.db.execute<{ name: string }>(sql`
    select min(name) as name from companies group by lower(name) having count(*) = 1 order by lower(name) limit 200`);
  return rows.map((r) => r.name);
}

/** Peak growth over a figure taken after a collection; garbage not yet collected counts. */
async function withMemory<T>(run: () => Promise<T>): Promise<{ result: T; seconds: number; rssMb: number; heapMb: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage();
  const peak = { rss: base.rss, heapUsed: base.heapUsed };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
  };
  const timer = setInterval(sample, 100);
  const t0 = performance.now();
  try {
    const result = await run();
    return { result, seconds: (performance.now() - t0) / 1000, rssMb: (peak.rss - base.rss) / 1024 / 1024, heapMb: (peak.heapUsed - base.heapUsed) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
    sample();
  }
}

function importApi(app: App, headers: Record<string, string>) {
  const api = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url: `/api/v1/admin${url}`, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json().body as { import: Import };
  };
  return {
    async upload(file: Buffer, name: string): Promise<Import> {
      const boundary = '----cre-import-bench';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/imports/users/upload',
        payload,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      if (res.statusCode !== 200) throw new Error(`upload: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res.json().body.import as Import;
    },
    async job(id: string, path: 'check' | 'run' | 'undo', payload: object = {}): Promise<Import> {
      await api('POST', `/imports/${id}/${path}`, payload);
      await app.importJobs.idle();
      return (await api('GET', `/imports/${id}`)).import;
    },
  };
}

const s = (seconds: number) => `${seconds.toFixed(1)} s`;
const mb = (n: number) => `${n.toFixed(0)} MB`;
/** Both figures: RSS misses heap growth into pages an earlier phase left committed. */
const withinMemory = (m: { rssMb: number; heapMb: number }) => m.rssMb < MEMORY_GOAL_MB && m.heapMb < MEMORY_GOAL_MB;
const counts = (c: Import['counts']) => (c ? `create ${c.create}, update ${c.update}, unchanged ${c.unchanged}, error ${c.error}` : 'none');

/** Only the dry run, the run and their memory have targets; the other figures show what they cost. */
export async function benchImport(app: App, headers: Record<string, string>) {
  const rows = IMPORT_ROWS;
  const judged = rows === GOAL_ROWS;
  const verdict = (ok: boolean) => (judged ? (ok ? 'ok' : 'OVER') : '(goals are for 100,000 rows)');
  const api = importApi(app, headers);
  const companyNames = await uniqueCompanyNames(app);
  const mapping = [...COLUMNS];
  const ours = sql`lower(email) like 'import-bench-%@example.org'`;
  const benchUsers = async () => Number((await app.db.execute<{ n: number }>(sql`select count(*)::int as n from users where ${ours}`)).rows[0]!.n);
  const entries = async (id: string) =>
    Number((await app.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log where import_id = ${id}`)).rows[0]!.n);

  const file = benchCsv(rows, companyNames, (n) => CITIES[n % CITIES.length]![0]!);
  console.log(
    `\nuser CSV import: ${rows.toLocaleString('en-US')} new users, ${COLUMNS.length} columns, ${(file.length / 1024 / 1024).toFixed(1)} MB ` +
      `(${companyNames.length} companies by name); goals at ${GOAL_ROWS.toLocaleString('en-US')} rows: dry run < ${DRY_RUN_GOAL_S} s, ` +
      `run < ${RUN_GOAL_S} s, server memory growth < ${MEMORY_GOAL_MB} MB (RSS and heap, peaks over the figure before each)`,
  );

  const importFile = async (label: string, csv: Buffer, match: ImportMatch, goals: boolean) => {
    const t0 = performance.now();
    const uploaded = await api.upload(csv, `${label.replace(/\W+/g, '-')}.csv`);
    console.log(`import: ${label}: upload of ${uploaded.rowCount} rows ${s((performance.now() - t0) / 1000)} (no goal)`);
    const check = await withMemory(() => api.job(uploaded._id, 'check', { mapping, match }));
    const checkOk = check.result.status === 'checked' && check.seconds < DRY_RUN_GOAL_S && withinMemory(check);
    console.log(
      `import: ${label}: dry run of ${check.result.rowsDone} rows ${s(check.seconds)}${goals ? ` (goal < ${DRY_RUN_GOAL_S} s)` : ' (no goal)'}, ` +
        `${check.result.status}: ${counts(check.result.checkedCounts)}; server memory growth RSS ${mb(check.rssMb)}, heap ${mb(check.heapMb)}` +
        `${goals ? ` (goal < ${MEMORY_GOAL_MB} MB)  ${verdict(checkOk)}` : ''}`,
    );
    const run = await withMemory(() => api.job(uploaded._id, 'run', {}));
    const runOk = run.result.status === 'done' && run.seconds < RUN_GOAL_S && withinMemory(run) && run.result.counts?.error === 0;
    console.log(
      `import: ${label}: run of ${run.result.rowsDone} rows ${s(run.seconds)}${goals ? ` (goal < ${RUN_GOAL_S} s)` : ' (no goal)'}, ` +
        `${run.result.status}: ${counts(run.result.counts)}, ${await entries(uploaded._id)} audit entries under the import; ` +
        `server memory growth RSS ${mb(run.rssMb)}, heap ${mb(run.heapMb)}${goals ? ` (goal < ${MEMORY_GOAL_MB} MB)  ${verdict(runOk)}` : ''}`,
    );
    if (run.result.message) console.log(`import: ${label}: ${run.result.message}`);
    return run.result;
  };
  const undo = async (label: string, id: string) => {
    const t0 = performance.now();
    try {
      const undone = await api.job(id, 'undo');
      console.log(
        `import: ${label}: undo of ${undone.undoRecords ?? 0} records ${s((performance.now() - t0) / 1000)} (no goal), ${undone.status}` +
          `${undone.message ? ` (${undone.message})` : ''}; ${await benchUsers()} bench users left`,
      );
    } catch (err) {
      console.log(`import: ${label}: undo FAILED after ${s((performance.now() - t0) / 1000)}: ${(err as Error).message}`);
    }
  };

  const created = await importFile('new users', file, 'both', true);
  await undo('new users', created._id);

  // The update pass needs the users back.
  await importFile('new users again', file, 'create', false);
  const moved = benchCsv(rows, companyNames, (n) => `${CITIES[n % CITIES.length]![0]} Heights`);
  const updated = await importFile('city of every user (update)', moved, 'update', false);
  await undo('city of every user (update)', updated._id);
  // Deleted directly: the first import's undo is refused once another import changed its users.
  // Batches stay within the statement timeout.
  while ((await app.db.execute(sql`delete from users where id in (select id from users where ${ours} limit 5000)`)).rowCount) {
    /* the next 5,000 */
  }
}
