import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { benchDevice } from '../shared/benchShopper';
import { startBenchPostgres } from './postgresForBench';

// `npm run bench:pay`: saved-card payments per second end to end — page API → service →
// gateway → webhook → SQLite — with the peak memory (RSS) of both processes. Goal ≥ 500/s.
// BENCH_DATABASE=postgres runs the service on a fresh PostgreSQL cluster instead, and
// BENCH_INSTANCES=2 runs two service processes on it, the load spread over both.
const root = new URL('../..', import.meta.url).pathname;
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 18390);
const POSTGRES = process.env.BENCH_DATABASE === 'postgres';
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
if (INSTANCES > 1 && !POSTGRES) throw new Error('several instances need BENCH_DATABASE=postgres');
const app = `http://127.0.0.1:${PORT}`;
/** The service instances: PORT, then PORT + 2, PORT + 3 … (the gateway has PORT + 1). */
const instancePorts = Array.from({ length: INSTANCES }, (_, i) => (i === 0 ? PORT : PORT + 1 + i));
const pg = POSTGRES ? startBenchPostgres(Number(process.env.BENCH_PG_PORT ?? 55402)) : undefined;
const gatewayOrigin = `http://localhost:${PORT + 1}`;
const merchantKey = 'pp_sk_bench_merchant_key_000000000001';
const device = benchDevice('en-GB');

const dataDir = mkdtempSync(join(tmpdir(), 'paypage-bench-pay-'));
const env = {
  ...process.env,
  PORT: String(PORT),
  GATEWAY_PORT: String(PORT + 1),
  GPP_BASE_URL: gatewayOrigin,
  SERVER_WEBHOOK_URL: `${app}/webhooks/gateway`,
  GATEWAY_API_KEY: 'bench-gateway-key-0123456789',
  GATEWAY_WEBHOOK_SECRET: 'bench-webhook-secret-0123456789',
  DEMO_MERCHANT_API_KEY: merchantKey,
  DATA_DIR: dataDir,
  RATE_LIMIT_PER_MINUTE: '0',
  RATE_LIMIT_PER_LINK_PER_MINUTE: '0',
  RATE_LIMIT_PER_KEY_PER_MINUTE: '0',
  PAGE_INTEGRITY_INTERVAL_S: '0',
  ...(pg ? { DATABASE_URL: pg.url } : {}),
  LOG_LEVEL: 'warn',
};

// The bench reads a few fields of several answers; the contract's types are checked by the tests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function json(url: string, init: RequestInit = {}): Promise<any> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  json(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

// The load itself comes over kept-alive node:http connections, as a load tool (wrk, autocannon)
// would send it: fetch's machinery would take a good share of the two cores the service and the
// gateway need.
const loadAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });
function postForLoad(url: string, body: unknown, headers: Record<string, string>) {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise<{ status: number; body: { status?: string } }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: loadAgent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(payload.length),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered`);
}

/** Peak resident memory of a process, from the kernel's high-water mark. */
const peakRssMiB = (child: ChildProcess) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/demo/seedCli.ts'], {
  cwd: root,
  env,
  stdio: 'ignore',
});
if (seeded.status !== 0) throw new Error('seeding failed');
// BENCH_PROFILE=<folder> writes a V8 CPU profile of each process there, to see where time goes.
const profile = process.env.BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
  : [];
const start = (entry: string, port?: number) =>
  spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    cwd: root,
    env: port ? { ...env, PORT: String(port) } : env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
const gateway = start('apps/gateway/src/main.ts');
const servers = instancePorts.map((port) => start('apps/server/src/main.ts', port));
try {
  for (const port of instancePorts) await waitFor(`http://127.0.0.1:${port}/healthz`);
  await waitFor(`${gatewayOrigin}/healthz`);
  const auth = { authorization: `Bearer ${merchantKey}` };
  const newLink = () =>
    post(
      `${app}/api/v1/payment-links`,
      {
        amount: 1999,
        currency: 'EUR',
        paymentMethods: ['CARD'],
        consumerReference: 'bench-consumer',
      },
      auth,
    );

  // One card paid by hand becomes the consumer's saved card.
  const first = await newLink();
  const { token } = await post(`${app}/public/card/payment-link/${first.uuid}`, {});
  const { cardToken } = await post(
    `${gatewayOrigin}/hosted/card-sessions/${token}/cards`,
    { number: '4242424242424242', expiry: '12/34', cvc: '123', holder: 'Bench Shopper' },
    { origin: gatewayOrigin, 'sec-fetch-site': 'same-origin' },
  );
  await post(
    `${app}/public/payment-link/${first.uuid}/transaction`,
    {
      acceptedTerms: { termsUrl: null },
      payment: { asset: { type: 'CARD', cardToken } },
      deviceInformation: device,
    },
    { [IDEMPOTENCY_HEADER]: 'bench-first-payment' },
  );

  const links: string[] = [];
  for (let i = 0; i < PAYMENTS; i += 50)
    links.push(
      ...(await Promise.all(Array.from({ length: Math.min(50, PAYMENTS - i) }, newLink))).map(
        (l) => l.uuid,
      ),
    );
  const assets = await json(`${app}/public/payment-link/${links[0]}/assets`);
  const savedCard = assets.card[0].id as string;

  const latencies: number[] = [];
  let next = 0;
  let refused = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < links.length) {
        const index = next++;
        const uuid = links[index] as string;
        const instance = `http://127.0.0.1:${instancePorts[index % INSTANCES]}`;
        const t0 = performance.now();
        const answer = await postForLoad(
          `${instance}/public/payment-link/${uuid}/transaction`,
          {
            acceptedTerms: { termsUrl: null },
            payment: { asset: { type: 'CARD', id: savedCard } },
            deviceInformation: device,
          },
          { [IDEMPOTENCY_HEADER]: `bench-${uuid}` },
        );
        latencies.push(performance.now() - t0);
        if (answer.status !== 200 || answer.body.status !== 'COMPLETED') refused++;
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;

  // The gateway's webhooks for these payments arrive after the answers; wait for the last one.
  const waitedFrom = performance.now();
  const last = links.at(-1) as string;
  let delivered = false;
  while (!delivered && performance.now() - waitedFrom < 60_000) {
    const view = await json(`${app}/api/v1/payment-links/${last}`, { headers: auth });
    delivered = view.status === 'CONSUMED';
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Number((latencies[Math.floor((latencies.length - 1) * p)] ?? 0).toFixed(1));
  const result = {
    date: new Date().toISOString(),
    store: POSTGRES ? 'postgresql' : 'sqlite',
    instances: INSTANCES,
    payments: links.length,
    concurrency: CONCURRENCY,
    paymentsPerSecond: Math.round(links.length / seconds),
    p50Ms: pct(0.5),
    p99Ms: pct(0.99),
    refused,
    peakRssMiB: {
      service: Math.round(Math.max(...servers.map(peakRssMiB))),
      gateway: Math.round(peakRssMiB(gateway)),
    },
    goalPaymentsPerSecond: 500,
  };
  console.table([result]);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const variant = POSTGRES ? `-postgresql-${INSTANCES}` : '';
  writeFileSync(join(root, `bench/results/pay${variant}.json`), JSON.stringify(result, null, 2));
  if (refused > 0) process.exitCode = 1;
} finally {
  for (const child of servers) child.kill('SIGTERM');
  gateway.kill('SIGTERM');
  if (pg) {
    await Promise.all(
      servers.map((child) => new Promise((resolve) => child.once('exit', resolve))),
    );
    pg.stop();
  }
}
