import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's .vite/manifest.json (build.manifest: true). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface FileWeight {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

// Level 9, as a CDN's static compression would; the numbers are then stable between runs.
const GZIP_LEVEL = 9;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export function weighFile(distDir: string, file: string): FileWeight {
  const content = readFileSync(join(distDir, file));
  return {
    file,
    rawBytes: content.length,
    gzipBytes: gzipSync(content, { level: GZIP_LEVEL }).length,
  };
}

/**
 * The manifest keys the browser fetches with an entry before any lazy chunk: the entry and,
 * transitively, its static imports.
 */
export function staticClosure(manifest: Manifest, entryKeys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  entryKeys.forEach(visit);
  return seen;
}

/** JS file and CSS files of the given chunks, each file once. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): string[] {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
  }
  return [...files];
}
