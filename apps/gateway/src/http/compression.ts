import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the gateway sends compressed, in its order of preference. */
const CONTENT_ENCODINGS = ['br', 'gzip'] as const;
type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

/** A fixed text (a script, a stylesheet) with its compressed copies, made once at start. */
export interface EncodedText {
  text: string;
  encoded: Record<ContentEncoding, Buffer>;
}

/** The strongest settings: they cost milliseconds once at start, and nothing per request. */
export function encodeOnce(text: string): EncodedText {
  return {
    text,
    encoded: {
      br: brotliCompressSync(text, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
      gzip: gzipSync(text, { level: constants.Z_BEST_COMPRESSION }),
    },
  };
}

/** Sends the copy the request's Accept-Encoding allows (br, else gzip, else the text). */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedText) {
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted
    ? (negotiate(accepted, [...CONTENT_ENCODINGS]) as ContentEncoding | null)
    : null;
  reply.header('vary', 'accept-encoding');
  if (!encoding) return reply.send(body.text);
  return reply.header('content-encoding', encoding).send(body.encoded[encoding]);
}

/**
 * Pages made per request (card form, 3-D Secure frames, the sandbox page) and API answers are
 * compressed as the client allows, once worth it (from 1 KB). Request bodies are never inflated.
 */
export function installCompression(app: FastifyInstance): void {
  app.register(fastifyCompress, {
    encodings: [...CONTENT_ENCODINGS],
    globalDecompression: false,
  });
}
