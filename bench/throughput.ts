// Throughput over real sockets, each against a floor: /api/health against a bare Fastify, the user
// list against pgbench running the very statements of that request. autocannon runs in a worker
// thread, so the main thread's busy time is the app's.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Statement } from './statements';

const run = promisify(execFile);

export const HEALTH_RATIO_TARGET = 0.5;
export const LIST_RATIO_TARGET = 0.8;
const CONNECTIONS = 8;
const DURATION_S = Number(process.env.BENCH_THROUGHPUT_S ?? 10);


async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S, workers: 1 });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** From /proc, so Linux only; null elsewhere. */
function postgresCpuMs(): number | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick; // utime, stime
    } catch {
      // The process ended while being read.
    }
  }
  return total;
}

/** Splits a request's cost between the app and the database, for docs/DEPLOY.md, "Sizing". */
async function sizing(label: string, url: string, headers: Record<string, string>): Promise<void> {
  const elu = performance.eventLoopUtilization();
  const pg0 = postgresCpuMs();
  const t0 = performance.now();
  const result = await requestsPerSecond(url, headers);
  const seconds = (performance.now() - t0) / 1000;
  const busy = performance.eventLoopUtilization(elu);
  const pg1 = postgresCpuMs();
  const requests = result.rps * seconds;
  const appMs = (busy.active / requests);
  const pgMs = pg0 === null || pg1 === null ? null : (pg1 - pg0) / requests;
  console.log(
    `sizing, ${label}: ${result.rps.toFixed(0)} requests/s; per request ${appMs.toFixed(2)} ms of the app's main thread` +
      (pgMs === null ? '' : ` and ${pgMs.toFixed(2)} ms of PostgreSQL CPU`) +
      `: one app core carries about ${(1000 / appMs).toFixed(0)} requests/s` +
      (pgMs === null ? '' : `, one PostgreSQL core about ${(1000 / pgMs).toFixed(0)}`),
  );
}

/** pgbench scripts take no parameters. */
function inlined(client: pg.Client, statement: Statement): string {
  const values = statement.values ?? [];
  const literal = (value: unknown): string => {
    if (value === null || value === undefined) return 'null';
    return client.escapeLiteral(textOf(value));
  };
  // $10 before $1: replace the longest numbers first.
  let text = statement.text;
  for (let i = values.length; i >= 1; i--) text = text.replaceAll(`$${i}`, literal(values[i - 1]));
  return `${text.replace(/\s+/g, ' ').trim()};`;
}

/** As node-postgres sends it, so pgbench runs the same statement. */
function textOf(value: unknown): string {
  if (Array.isArray(value)) return `{${value.map((v) => `"${textOf(v).replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

async function pgbenchTps(connectionString: string, statements: Statement[]): Promise<number | string> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cre-bench-')), 'list.sql');
  try {
    fs.writeFileSync(script, `${statements.map((s) => inlined(client, s)).join('\n')}\n`);
    const { stdout } = await run(
      'pgbench',
      ['-n', '-f', script, '-c', String(CONNECTIONS), '-j', '2', '-T', String(DURATION_S), '-M', 'extended', connectionString],
      { env: { ...process.env, PGOPTIONS: '-c jit=off' } },
    );
    const tps = /tps = ([\d.]+)/.exec(stdout);
    return tps ? Number(tps[1]) : `pgbench printed no tps: ${stdout.slice(0, 200)}`;
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    return e.code === 'ENOENT' ? 'pgbench is not installed (Debian: postgresql-client)' : `pgbench failed: ${e.stderr ?? e.message}`;
  } finally {
    await client.end();
    fs.rmSync(path.dirname(script), { recursive: true, force: true });
  }
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export async function benchThroughput(
  app: FastifyInstance,
  headers: Record<string, string>,
  connectionString: string,
  listStatements: Statement[],
): Promise<void> {
  console.log(`\nthroughput over sockets: ${CONNECTIONS} connections, ${DURATION_S} s each, autocannon in a worker thread`);
  const bare: FastifyInstance = Fastify();
  bare.get('/api/health', async () => ({ status: { code: 200, message: 'OK' }, body: { database: 'up' } }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = app.server.listening ? app.listeningOrigin : await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const baseline = await requestsPerSecond(`${bareUrl}/api/health`);
    const health = await requestsPerSecond(`${appUrl}/api/health`);
    const ratio = health.rps / baseline.rps;
    console.log(`bare Fastify, same JSON: ${baseline.rps.toFixed(0)} requests/s (p99 ${baseline.p99} ms)`);
    console.log(
      `/api/health: ${health.rps.toFixed(0)} requests/s (p99 ${health.p99} ms, ${health.errors} errors), ` +
        `${ratio.toFixed(2)}x bare Fastify (goal at least ${HEALTH_RATIO_TARGET}x)  ${verdict(ratio >= HEALTH_RATIO_TARGET)}`,
    );

    const list = await requestsPerSecond(`${appUrl}/api/v1/admin/users/list/all`, headers);
    const tps = await pgbenchTps(connectionString, listStatements);
    if (typeof tps === 'string') {
      console.log(`user list default page: ${list.rps.toFixed(0)} requests/s (p99 ${list.p99} ms); ${tps}`);
    } else {
      const listRatio = list.rps / tps;
      console.log(
        `user list default page: ${list.rps.toFixed(0)} requests/s (p99 ${list.p99} ms, ${list.errors} errors); ` +
          `pgbench, its ${listStatements.length} statements: ${tps.toFixed(0)} tps; ` +
          `${listRatio.toFixed(2)}x (goal at least ${LIST_RATIO_TARGET}x)  ${verdict(listRatio >= LIST_RATIO_TARGET)}`,
      );
    }
    await sizing('user list default page', `${appUrl}/api/v1/admin/users/list/all`, headers);
    await sizing('one company', `${appUrl}${await firstCompanyPath(appUrl, headers)}`, headers);
  } finally {
    await bare.close();
  }
}

async function firstCompanyPath(appUrl: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${appUrl}/api/v1/admin/company/list?limit=1`, { headers });
  const id = ((await res.json()) as { body: { companies: { _id: string }[] } }).body.companies[0]!._id;
  return `/api/v1/admin/company/${id}`;
}
