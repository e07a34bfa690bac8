// The user CSV export over a real socket, beside PostgreSQL's raw COPY of the statement the endpoint
// sends, so the app's overhead shows apart from the database's.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { buildApp } from '../src/server/app';
import { EXPORT_TIMEOUT_MS } from '../src/server/core/csvExport';
import { statementsOf } from './statements';

type App = Awaited<ReturnType<typeof buildApp>>;

const BULK_USERS = Number(process.env.BENCH_USERS ?? 100000);
/** Above EXPORT_TARGET_USERS only the ratio and memory targets apply. */
const EXPORT_TARGET_S = 2;
const EXPORT_TARGET_USERS = 100_000;
/** The endpoint may cost at most this many times PostgreSQL's raw COPY of the same statement. */
const COPY_RATIO_TARGET = 1.3;
const EXPORT_MEMORY_TARGET_MB = 50;

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

const copyTexts = async (run: () => Promise<unknown>) =>
  (await statementsOf(run)).map((s) => s.text).filter((text) => text?.startsWith('COPY'));

/** On a connection of the app's pool, so the session settings are the endpoint's. */
async function rawCopy(app: App, statement: string): Promise<{ seconds: number; bytes: number }> {
  const client = await (app.db as unknown as { $client: pg.Pool }).$client.connect();
  try {
    // The export's own limit, not the pool's, which a large raw COPY outlasts.
    await client.query(`set statement_timeout = ${EXPORT_TIMEOUT_MS}`);
    const t0 = performance.now();
    let bytes = 0;
    for await (const chunk of client.query(copyTo(statement))) bytes += (chunk as Buffer).length;
    return { seconds: (performance.now() - t0) / 1000, bytes };
  } finally {
    await client.query('reset statement_timeout');
    client.release();
  }
}

/**
 * Over a real socket, since app.inject would buffer the whole payload; the download runs in a child
 * process, so the memory sampled here is the server's alone.
 */
export async function benchUserExport(app: App, headers: Record<string, string>) {
  const address = app.server.listening ? app.listeningOrigin : await app.listen({ host: '127.0.0.1', port: 0 });
  const client = fileURLToPath(new URL('./exportClient.mjs', import.meta.url));
  const timed = BULK_USERS <= EXPORT_TARGET_USERS;
  console.log(
    `\nuser CSV export through COPY, no filter (targets: ${timed ? `< ${EXPORT_TARGET_S} s, ` : ''}` +
      `at most ${COPY_RATIO_TARGET}x a raw COPY of the same statement, server memory growth < ${EXPORT_MEMORY_TARGET_MB} MB)`,
  );
  for (const encoding of ['gzip', 'identity']) {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const base = process.memoryUsage();
    const peak = { ...base };
    // No forced collection during the download: it would stop the server and count in the time
    // compared with the raw COPY. Garbage not yet collected is included.
    const sample = () => {
      const m = process.memoryUsage();
      peak.rss = Math.max(peak.rss, m.rss);
      peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
      peak.external = Math.max(peak.external, m.external);
    };
    const timer = setInterval(sample, 200);
    const url = `${address}/api/v1/admin/users/list/all?download=csv`;
    let result!: {
      status: number; contentEncoding: string; bytes: number; rows: number; firstByteMs: number; seconds: number; failure: string;
    };
    const statements = await copyTexts(async () => {
      result = await new Promise<typeof result>((resolve, reject) => {
        execFile(process.execPath, [client, url, headers.authorization!, encoding], { maxBuffer: 1 << 20 }, (err, stdout) =>
          err ? reject(err) : resolve(JSON.parse(stdout)),
        );
      }).finally(() => {
        clearInterval(timer);
        sample();
      });
    });
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    const rssGrowth = peak.rss - base.rss;
    const ok = !result.failure && result.status === 200 && statements.length === 1;
    const raw = ok ? await rawCopy(app, statements[0]!) : undefined;
    const ratio = raw ? result.seconds / raw.seconds : Infinity;
    const timeOk = ok && (!timed || result.seconds < EXPORT_TARGET_S);
    const ratioOk = ok && ratio <= COPY_RATIO_TARGET;
    const memoryOk = ok && rssGrowth < EXPORT_MEMORY_TARGET_MB * 1024 * 1024;
    console.log(
      `accept-encoding ${encoding} (answer: ${result.contentEncoding}): HTTP ${result.status}` +
        `${result.failure ? `, CUT OFF: ${result.failure}` : ''}${statements.length === 1 ? '' : `, ${statements.length} COPY statements`}, ` +
        `${result.rows.toLocaleString('en-US')} rows, ${mb(result.bytes)} MB of CSV in ${result.seconds.toFixed(2)} s ` +
        `(first byte after ${result.firstByteMs.toFixed(0)} ms); raw COPY ${raw ? `${raw.seconds.toFixed(2)} s (${mb(raw.bytes)} MB)` : '-'}, ` +
        `ratio ${ratio.toFixed(2)}; server peak growth: RSS ${mb(rssGrowth)} MB, heap ${mb(peak.heapUsed - base.heapUsed)} MB, ` +
        `external ${mb(peak.external - base.external)} MB  time ${timed ? verdict(timeOk) : '-'}, ratio ${verdict(ratioOk)}, memory ${verdict(memoryOk)}`,
    );
  }
}
