import http from 'node:http';
import https from 'node:https';

export interface JsonAnswer {
  status: number;
  body: unknown;
}

// Kept-alive connections: every payment calls the gateway, and a new TCP connection per call
// (or fetch's web-streams machinery) cost more CPU than the payment itself (bench:pay).
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/** One JSON request over node:http (a body only with POST), with a deadline for the whole exchange. */
export function requestJson(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<JsonAnswer> {
  const target = new URL(url);
  const transport = target.protocol === 'https:' ? https : http;
  const agent = target.protocol === 'https:' ? agents['https:'] : agents['http:'];
  const payload = method === 'POST' ? Buffer.from(JSON.stringify(body ?? {})) : undefined;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      target,
      {
        method,
        agent,
        headers: {
          ...headers,
          accept: 'application/json',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': String(payload.length) }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            parsed = undefined;
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}
