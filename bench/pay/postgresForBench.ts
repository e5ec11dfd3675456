import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user. */
function run(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(BIN, command), ...args]]
    : [join(BIN, command), args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

/**
 * A throwaway PostgreSQL 15 cluster for `bench:pay` (the same way the server's PostgreSQL tests
 * start theirs; the bench may not import an app's test code). Durable as shipped: fsync stays on.
 */
export function startBenchPostgres(port: number): { url: string; stop(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'paypage-bench-pg-'));
  chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
