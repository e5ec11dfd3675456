import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FileWeight } from './viteManifest';
import { filesOf, readManifest, staticClosure, weighFile } from './viteManifest';

/** Issue 22: the merchants' console's first screen. */
export const CONSOLE_FIRST_SCREEN_BUDGET_GZIP_BYTES = 150 * 1024;

export interface ConsoleWeight {
  gzipBytes: number;
  /** The screen whose chunk was counted with the entry: the heaviest one. */
  heaviestScreen: string | null;
  files: FileWeight[];
  withinBudget: boolean;
}

const sum = (weights: FileWeight[]): number => weights.reduce((total, w) => total + w.gzipBytes, 0);

/**
 * The console's first screen: the entry with its static imports (shell, sign-in, texts) plus
 * the heaviest screen's chunk, since a bookmarked address can open any screen first. Builds
 * apps/console when it has no build.
 */
export function weighConsole(repoRoot: string): ConsoleWeight {
  const distDir = process.env.BENCH_CONSOLE_DIST ?? join(repoRoot, 'apps', 'console', 'dist');
  if (!existsSync(join(distDir, '.vite', 'manifest.json'))) {
    console.log('apps/console/dist has no manifest: building the console first\n');
    const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/console'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('The console build failed.');
  }
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entryKeys = staticClosure(manifest, entries);
  const entryFiles = filesOf(manifest, entryKeys);
  const screens = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry && key.includes('/screens/'))
    .map((key) => {
      const files = filesOf(manifest, staticClosure(manifest, [key])).filter(
        (file) => !entryFiles.includes(file),
      );
      return { key, files, gzipBytes: sum(files.map((file) => weighFile(distDir, file))) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const heaviest = screens[0];
  const files = ['index.html', ...entryFiles, ...(heaviest?.files ?? [])].map((file) =>
    weighFile(distDir, file),
  );
  const gzipBytes = sum(files);
  return {
    gzipBytes,
    heaviestScreen: heaviest?.key ?? null,
    files,
    withinBudget: gzipBytes <= CONSOLE_FIRST_SCREEN_BUDGET_GZIP_BYTES,
  };
}
