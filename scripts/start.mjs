// `npm start`: build what is not built, migrate and seed, start the payment-link service and the
// sandbox gateway side by side, print the demo links, and stop both on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const production = process.env.NODE_ENV === 'production';
const port = process.env.PORT ?? '8080';
const gatewayPort = process.env.GATEWAY_PORT ?? '8081';
const env = {
  ...process.env,
  PORT: port,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  GATEWAY_PORT: gatewayPort,
  SERVER_WEBHOOK_URL: process.env.SERVER_WEBHOOK_URL ?? `http://127.0.0.1:${port}/webhooks/gateway`,
  // Server and gateway must share these; a fresh pair per run is fine for a local demo.
  GATEWAY_API_KEY: process.env.GATEWAY_API_KEY ?? randomBytes(24).toString('base64url'),
  GATEWAY_WEBHOOK_SECRET:
    process.env.GATEWAY_WEBHOOK_SECRET ?? randomBytes(32).toString('base64url'),
  // The operator API's key for this demo run (named keys: npm run merchant -- operator-key create).
  OPERATOR_API_KEY:
    process.env.OPERATOR_API_KEY ?? `pp_op_${randomBytes(24).toString('base64url')}`,
};

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function buildWebIfStale() {
  const built = join(root, 'apps/web/dist/index.html');
  // The first-paint renderer comes from the same build (docs/decisions/0026).
  const renderer = join(root, 'apps/web/dist-render/firstPaint.js');
  const sources = ['apps/web/src', 'apps/web/index.html', 'packages/contract/src'].map((p) =>
    join(root, p),
  );
  if (
    existsSync(built) &&
    existsSync(renderer) &&
    statSync(built).mtimeMs >= Math.max(...sources.map(newestChange))
  )
    return;
  console.log('Building the payment page…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The merchants' console (apps/console), served by the service at /console. */
function buildConsoleIfStale() {
  const built = join(root, 'apps/console/dist/index.html');
  const sources = ['apps/console/src', 'apps/console/index.html', 'packages/contract/src'].map(
    (p) => join(root, p),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map(newestChange)))
    return;
  console.log('Building the console…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/console'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function seed() {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/demo/seedCli.ts'],
    {
      cwd: root,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  return production ? undefined : JSON.parse(result.stdout.trim().split('\n').pop());
}

const children = [];
function run(name, entry) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
      stopAll(code || 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stopAll(exitCode = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(exitCode), 3000).unref();
  Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)),
  ).then(() => process.exit(exitCode));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// A busy machine can take far longer than usual to start the apps (CI with browsers running):
// wait as long as the app's process lives, saying what for, and give up only when it died or
// after HEALTH_WAIT_MS; then every child is stopped rather than left running without us.
const HEALTH_WAIT_MS = 5 * 60 * 1000;
async function waitUntilHealthy(name, child, url) {
  const started = Date.now();
  let told = false;
  while (child.exitCode === null && child.signalCode === null) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > HEALTH_WAIT_MS) break;
    if (!told && Date.now() - started > 10_000) {
      console.log(`Waiting for the ${name} to answer at ${url}…`);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.error(`The ${name} did not answer at ${url}; stopping.`);
  stopAll(1);
  await new Promise(() => {});
}

buildWebIfStale();
buildConsoleIfStale();
const demo = seed();
const gateway = run('gateway', 'apps/gateway/src/main.ts');
const service = run('payment-link service', 'apps/server/src/main.ts');
await waitUntilHealthy('gateway', gateway, `http://127.0.0.1:${gatewayPort}/healthz`);
await waitUntilHealthy('payment-link service', service, `http://127.0.0.1:${port}/healthz`);

// Without APP_ORIGIN the page works at any name of this machine (localhost, 127.0.0.1, …).
const appOrigin = env.APP_ORIGIN?.split(',')[0]?.trim() || `http://localhost:${port}`;
console.log(`\nPaypage is running.
  Payment page + API:  ${appOrigin}        (API docs: ${appOrigin}/docs)
  Sandbox gateway:     ${env.GPP_BASE_URL ?? `http://localhost:${gatewayPort}`}`);
if (demo) {
  console.log(`\nDemo merchant "Demo Shop" API key: ${demo.apiKey}`);
  console.log(`Operator API key (this run): ${env.OPERATOR_API_KEY}`);
  console.log(`Console: ${appOrigin}/console`);
  console.log(
    `  sign in as ${demo.console.email} with password ${demo.console.password}\n\nDemo links:`,
  );
  for (const link of demo.links)
    console.log(`  ${link.label.padEnd(46)} ${appOrigin}/uuid/${link.uuid}`);
}
console.log('\nPress Ctrl-C to stop.');
