import http from 'node:http';

/**
 * Requests over a real socket. The harness sends hundreds of thousands of requests, and
 * app.inject (light-my-request) keeps about 9 KB per request on Node 20 (measured), so a long
 * run through inject would take gigabytes; over HTTP the memory stays flat.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

export interface HttpAnswer {
  statusCode: number;
  body: string;
}

export function send(
  origin: string,
  options: { method: string; url: string; headers: Record<string, string>; payload?: string },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}${options.url}`,
      { method: options.method, agent, headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.payload);
  });
}

export const closeConnections = () => agent.destroy();
