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

/** One JSON POST over node:http, with a deadline for the whole exchange. */
export function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<JsonAnswer> {
  return requestJson('POST', url, headers, body, timeoutMs);
}

/** One JSON request (a GET has no body), over the same kept-alive connections. */
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
  const payload = method === 'GET' ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = transport.request(
      target,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(method === 'POST'
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
