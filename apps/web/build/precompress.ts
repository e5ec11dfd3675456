import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the service sends compressed; images other than SVG and fonts are compressed already. */
const TEXT_FILE = /\.(js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // .vite holds the build's own notes (manifest, page hints): read by the service, never sent.
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : filesUnder(path);
    return [path];
  });
}

/**
 * Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the
 * build, so the service sends them as they are instead of compressing on every request (its
 * static files plugin picks the copy the browser's Accept-Encoding allows). The strongest
 * settings cost seconds once here and nothing per request.
 */
export function precompressBuild(): Plugin {
  let outDir = '';
  return {
    name: 'paypage:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!TEXT_FILE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const content = readFileSync(file);
        const brotli = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
        if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}
