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

/** For a small document made per request: quick settings, as the compress plugin uses. */
export function compressPerRequest(text: string, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(text, { level: 6 });
}
