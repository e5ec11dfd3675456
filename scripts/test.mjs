// `npm test`: every check, cheapest first. The static checks (typecheck, lint, format, the
// OpenAPI document's lint, unused code) and the page's and console's builds for the end-to-end
// suite run side by side, each mostly on one core; then the unit and integration tests (vitest:
// contract, server, gateway, web, console, catalogue check), then the end-to-end suite in
// Chromium against the real started apps. Ends with one summary line over all tests. Nothing runs beside the end-to-end
// suite: a route fuzzing run at the lowest CPU priority beside it (decision 0036) took little CPU
// and still made the browser tests as slow as the fuzzing's share, and one of them time out.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const env = { ...process.env, CI: 'true' };

function minutes(since) {
  return `${((Date.now() - since) / 60_000).toFixed(1)} min`;
}

function step(name, command, args) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  console.log(`=== ${name}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${minutes(started)}`);
  return run.status === 0;
}

/**
 * Steps side by side, each one's output held back and printed whole when it ends, so the log
 * reads as if they had run one after the other.
 */
function sideBySide(steps) {
  return Promise.all(
    steps.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            console.log(
              `=== ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${minutes(started)}`,
            );
            resolve([name, status === 0]);
          });
        }),
    ),
  );
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const failures = [];
const check = (name, ok) => ok || failures.push(name);
const started = Date.now();

const staticChecks = await sideBySide([
  ['typecheck', 'npx', ['tsc', '-b', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['OpenAPI lint', 'npm', ['run', '--silent', 'lint:openapi']],
  // Unused files, exports and dependencies (knip.jsonc): dead code fails the run like a lint error.
  ['unused code', 'npm', ['run', '--silent', 'lint:unused']],
  // Built here, beside the checks, rather than by the end-to-end suite's `npm start` after
  // vitest, where it would run alone on one core.
  ['page build', 'npm', ['run', 'build', '--workspace', 'apps/web']],
  // The merchants' console, which the service serves at /console (about 2 s).
  ['console build', 'npm', ['run', 'build', '--workspace', 'apps/console']],
]);
for (const [name, ok] of staticChecks) check(name, ok);
check(
  'unit and integration tests',
  step('unit and integration tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(results, 'vitest.json')}`,
  ]),
);
check(
  'end-to-end tests',
  step('end-to-end tests', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']),
);

let passed = 0;
let failed = 0;
let skipped = 0;
// The names of failed tests, repeated at the very end: a CI log is often read from its tail, and
// the reporters print a failure far above the last lines when the other suite runs after it.
const failedNames = [];
/** The reporters' terminal colours, not wanted in a log line. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const vitest = readJson(join(results, 'vitest.json'));
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue;
      const firstLine = String(test.failureMessages?.[0] ?? '')
        .replace(COLOURS, '')
        .split('\n')[0];
      failedNames.push(`vitest ${file.name.replace(root, '')} › ${test.fullName}: ${firstLine}`);
    }
    // A file can fail with no failed test in it: it did not load, or a hook (beforeAll, afterAll)
    // threw or timed out. Its message is the only trace of that in the summary.
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
      const firstLine = String(file.message ?? '')
        .replace(COLOURS, '')
        .split('\n')[0];
      failedNames.push(`vitest ${file.name.replace(root, '')}: ${firstLine || 'the file failed'}`);
    }
  }
  // Errors thrown outside any test (an unhandled rejection, a worker that died) fail the run
  // without a file to name; vitest prints them above under "Unhandled Errors".
  if (vitest.success === false && failedNames.length === 0) {
    failedNames.push('vitest: errors outside the tests (see "Unhandled Errors" in its output)');
  }
}
const e2e = readJson(join(results, 'e2e.json'));
if (e2e) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + e2e.stats.flaky;
  skipped += e2e.stats.skipped;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        failedNames.push(
          `e2e ${spec.file} › ${[...titles, spec.title].join(' › ')}: ${test.status}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of e2e.suites ?? []) walk(suite, []);
}
console.log('');
if (failedNames.length > 0) console.log(`Failed tests:\n  ${failedNames.join('\n  ')}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped, in ${minutes(started)}`);
process.exit(failures.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
