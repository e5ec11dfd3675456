import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SOURCE_HEADER, VISIT_HEADER } from '@paypage/contract/headers';

// `npm run bench:api`: GET link req/s and p99 of the real service (SQLite, schemas, hooks, rate
// limiter) beside a bare Fastify route, in the same run on the same machine, and their ratio;
// and each server's CPU time per request. Between the two, the service's stack answering a fixed
// link info (serviceStackOnly.ts): what every request costs before the link is read. The load
// generator shares the machine, so the bare route's rate is partly the generator's limit: the
// CPU times compare the servers alone. Last, the link's page (the HTML with the first paint the
// service draws, docs/decisions/0026 and 0031), plain and with Brotli, held against the link read.
const root = new URL('../..', import.meta.url).pathname;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const LINK = '00000000-0000-4000-8000-000000000001';
const SERVER_PORT = 18190;
const BARE_PORT = 18180;
const STACK_ONLY_PORT = 18185;

function start(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered`);
}

interface Measure {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  errors: number;
  non2xx: number;
  /** Link pages answered without their first paint (link page rows only). */
  undrawn: number;
  /** The server process's CPU time per answered request, user and kernel; NaN without /proc. */
  cpuUserUs: number;
  cpuSystemUs: number;
}

/** A process's CPU time so far in µs (Linux /proc), or undefined where there is none. */
function cpuTimeOf(pid: number | undefined): { user: number; system: number } | undefined {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return undefined;
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const tickUs = 1e6 / 100; // USER_HZ, 100 on Linux
  return { user: Number(fields[11]) * tickUs, system: Number(fields[12]) * tickUs };
}

/**
 * Counts the link pages that came without their first paint: the service sends a page undrawn
 * when too many drawings wait, which is cheaper and must not pass for a drawn page's rate.
 */
interface PageCheck {
  undrawn: number;
}

/** A drawn page is sent private (it shows the link): an undrawn one is not. */
const isDrawn = (headers: IncomingHttpHeaders | undefined) =>
  String(headers?.['cache-control']).startsWith('private');

async function measure(
  name: string,
  url: string,
  serverPid: number | undefined,
  headers: Record<string, string> = {},
  page?: PageCheck,
): Promise<Measure> {
  const requests = page
    ? [
        {
          onResponse: (
            status: number,
            _body: string,
            _context: object,
            responseHeaders: IncomingHttpHeaders | undefined,
          ) => {
            if (status === 200 && !isDrawn(responseHeaders)) page.undrawn++;
          },
        },
      ]
    : undefined;
  const options = { url, connections: CONNECTIONS, headers, ...(requests ? { requests } : {}) };
  await autocannon({ ...options, duration: 2 }); // warm-up
  if (page) page.undrawn = 0;
  const before = cpuTimeOf(serverPid);
  const result = await autocannon({ ...options, duration: DURATION_S });
  const after = cpuTimeOf(serverPid);
  const perRequest = (used: number) =>
    Number((used / Math.max(1, result.requests.total)).toFixed(1));
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    errors: result.errors,
    non2xx: result.non2xx,
    undrawn: page?.undrawn ?? 0,
    cpuUserUs: before && after ? perRequest(after.user - before.user) : Number.NaN,
    cpuSystemUs: before && after ? perRequest(after.system - before.system) : Number.NaN,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'paypage-bench-'));
const serverEnv = {
  PORT: String(SERVER_PORT),
  DATA_DIR: dataDir,
  // Limits so high they never refuse, but still counted: the link read is measured with what the
  // limiters cost it (the per-link one counts in the store, shared by every instance).
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_PER_LINK_PER_MINUTE: '100000000',
  LOG_LEVEL: 'warn',
  GATEWAY_WEBHOOK_SECRET: 'bench-secret-bench-secret',
};
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/demo/seedCli.ts'], {
  cwd: root,
  env: { ...process.env, ...serverEnv },
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (seeded.status !== 0) throw new Error('seeding the bench database failed');

const server = start('apps/server/src/main.ts', serverEnv);
const bare = start('bench/api/bareServer.ts', { PORT: String(BARE_PORT) });
const stackOnly = start('bench/api/serviceStackOnly.ts', {
  ...serverEnv,
  PORT: String(STACK_ONLY_PORT),
  BENCH_LINK: LINK,
});
const children = [server, bare, stackOnly];
try {
  await waitFor(`http://127.0.0.1:${SERVER_PORT}/healthz`);
  await waitFor(`http://127.0.0.1:${BARE_PORT}/public/payment-link/uuid/${LINK}`);
  await waitFor(`http://127.0.0.1:${STACK_ONLY_PORT}/healthz`);
  const path = `/public/payment-link/uuid/${LINK}`;
  const pagePath = `/uuid/${LINK}`;
  const source = { [SOURCE_HEADER]: 'paypage-web/landing-page/v5.0' };
  // Rounds of the three, one after the other, and the median of each: on a machine shared with
  // other work, a busy moment then hits one measure of a round, not all of one kind.
  const rounds: Measure[][] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    rounds.push([
      await measure('bare Fastify route', `http://127.0.0.1:${BARE_PORT}${path}`, bare.pid),
      await measure(
        'service stack, link not read',
        `http://127.0.0.1:${STACK_ONLY_PORT}/public/payment-link/stack-only/${LINK}`,
        stackOnly.pid,
        source,
      ),
      await measure(
        'service GET link',
        `http://127.0.0.1:${SERVER_PORT}${path}`,
        server.pid,
        source,
      ),
      await measure(
        'service GET link + visit recorded',
        `http://127.0.0.1:${SERVER_PORT}${path}`,
        server.pid,
        { ...source, [VISIT_HEADER]: 'true' },
      ),
      // The link's page as a shopper's browser asks for it: the HTML with its first paint.
      await measure(
        'link page',
        `http://127.0.0.1:${SERVER_PORT}${pagePath}`,
        server.pid,
        { accept: 'text/html' },
        { undrawn: 0 },
      ),
      await measure(
        'link page, brotli',
        `http://127.0.0.1:${SERVER_PORT}${pagePath}`,
        server.pid,
        { accept: 'text/html', 'accept-encoding': 'br, gzip' },
        { undrawn: 0 },
      ),
    ]);
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  // What each row is held against beside the bare route (issue 25): the link read against the
  // stack that carries it, the link page against the link read of the same round.
  const referenceOf: Record<number, number> = { 2: 1, 3: 1, 4: 2, 5: 2 };
  const ratiosTo = (index: number, reference: number) =>
    rounds.map(
      (round) =>
        (round[index] as Measure).requestsPerSecond /
        (round[reference] as Measure).requestsPerSecond,
    );
  const rows = [0, 1, 2, 3, 4, 5].map((index) => {
    const ofKind = rounds.map((round) => round[index] as Measure);
    const ratios = ratiosTo(index, 0);
    const reference = referenceOf[index];
    const toReference = reference === undefined ? [] : ratiosTo(index, reference);
    return {
      name: ofKind[0]?.name ?? '',
      requestsPerSecond: median(ofKind.map((m) => m.requestsPerSecond)),
      p99Ms: median(ofKind.map((m) => m.p99Ms)),
      p50Ms: median(ofKind.map((m) => m.p50Ms)),
      errors: ofKind.reduce((total, m) => total + m.errors, 0),
      non2xx: ofKind.reduce((total, m) => total + m.non2xx, 0),
      undrawn: ofKind.reduce((total, m) => total + m.undrawn, 0),
      // The ratio within each round, then their median.
      ratioToBare: Number(median(ratios).toFixed(3)),
      ratiosByRound: ratios.map((ratio) => Number(ratio.toFixed(3))).join(' '),
      ratioTo: reference === undefined ? '' : (rounds[0]?.[reference]?.name ?? ''),
      ratioToIt: reference === undefined ? Number.NaN : Number(median(toReference).toFixed(3)),
      cpuUserUs: median(ofKind.map((m) => m.cpuUserUs)),
      cpuSystemUs: median(ofKind.map((m) => m.cpuSystemUs)),
    };
  });
  console.log(
    `\nGET /public/payment-link/uuid/{uuid}: ${CONNECTIONS} connections, ${DURATION_S} s each, ` +
      `median of ${ROUNDS} rounds; load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}\n`,
  );
  console.table(rows);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/api.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        durationS: DURATION_S,
        connections: CONNECTIONS,
        rounds: ROUNDS,
        rows,
      },
      null,
      2,
    ),
  );
  if (rows.some((row) => row.errors > 0 || row.non2xx > 0)) {
    console.error('Some requests failed: the numbers above are not valid.');
    process.exitCode = 1;
  }
  if (rows.some((row) => row.undrawn > 0)) {
    console.error(
      'Some link pages went without their first paint: their rate is not a drawn page’s.',
    );
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
}
