import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the service sends compressed, in its order of preference; zstd and deflate are not offered. */
export const CONTENT_ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

/**
 * Every text answer of a route (JSON, the API docs) is compressed as the client's
 * Accept-Encoding allows, once it is worth it (from 1 KB). The page's built files are compressed
 * once by the build and sent as they are (webAppRoutes). Request bodies are never inflated: the
 * APIs take plain JSON within BODY_LIMIT_BYTES.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: [...CONTENT_ENCODINGS],
    globalDecompression: false,
  });
}

/** The encoding to answer this request with; undefined: none (identity). */
export function encodingFor(request: FastifyRequest): ContentEncoding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (!accepted) return undefined;
  return (negotiate(accepted, [...CONTENT_ENCODINGS]) as ContentEncoding | null) ?? undefined;
}

/**
 * For a document made by the service (a link's page): settings quick enough to run while the
 * shopper waits. A page is compressed once and kept with it (webApp/linkPageCache.ts); a new one
 * costs one compression on its first request. Brotli's quality 4 makes a drawn page about 4 %
 * larger than 5 in a third of the time (docs/decisions/0031).
 */
export function compressPerRequest(text: string | Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
        },
      })
    : gzipSync(text, { level: 6 });
}
