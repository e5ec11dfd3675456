import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** An injected answer's body as text, whatever Content-Encoding it was sent with. */
export function decoded(response: {
  rawPayload: Buffer;
  headers: Record<string, unknown>;
}): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
}
