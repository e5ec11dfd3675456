import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { SIGNATURE_HEADER } from '@paypage/contract/webhookSignature';
import { fakeGateway } from './fakeGateway';
import { startTestApp } from './testApp';

export interface Received {
  signature: string | undefined;
  body: string;
}

/** A merchant's webhook endpoint on a free port; answers the given statuses in turn. */
async function merchantEndpoint(statuses: number[]) {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ signature: request.headers[SIGNATURE_HEADER] as string | undefined, body });
      response.statusCode = statuses.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received };
}
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

export async function merchantWithEndpoint(statuses: number[]) {
  const endpoint = await merchantEndpoint(statuses);
  const fake = fakeGateway();
  const t = await startTestApp({}, { gateway: fake.gateway });
  await t.db
    .updateTable('merchants')
    .set({ webhook_url: endpoint.url, webhook_secret: 'merchant-secret-0001' })
    .where('id', '=', t.merchant.id)
    .execute();
  return { t, endpoint };
}
