import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { DEMO_IDEMPOTENCY_SECRET } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { decoded } from '../testing/decodedBody';
import { installCompression } from '../http/compression';
import { installIdempotency, REPLAYED_HEADER } from './idempotentRoutes';

let db: Db | undefined;
afterEach(async () => db?.destroy());

/** The service's order: compression first, then idempotency, then the routes. */
async function appWithRoutes() {
  db = openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'paypage-idem-')) });
  await migrateToLatest(db);
  const app = Fastify();
  await installCompression(app);
  installIdempotency(app, db, DEMO_IDEMPOTENCY_SECRET);
  let calls = 0;
  // An answer well above the compression threshold.
  const lines = Array.from({ length: 200 }, (_, index) => `line ${index}`);
  app.post('/pay', { config: { idempotent: true } }, async (_request, reply) => {
    calls += 1;
    return reply.code(201).send({ calls, lines });
  });
  app.post('/plain', async () => ({ calls: ++calls }));
  return { app, calls: () => calls };
}

const answerJson = (answer: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
  JSON.parse(decoded(answer)) as unknown;

describe('idempotent routes and compression', () => {
  it('stores the answer before it is compressed: a replay is the same JSON', async () => {
    const { app, calls } = await appWithRoutes();
    const send = (encoding: string) =>
      app.inject({
        method: 'POST',
        url: '/pay',
        headers: { [IDEMPOTENCY_HEADER]: 'order-1001-key', 'accept-encoding': encoding },
        payload: { amount: 990 },
      });
    const first = await send('gzip');
    expect(first.statusCode).toBe(201);
    expect(first.headers['content-encoding']).toBe('gzip');
    const replay = await send('identity');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers[REPLAYED_HEADER]).toBe('true');
    expect(replay.json()).toEqual(answerJson(first));
    const compressedReplay = await send('gzip');
    expect(answerJson(compressedReplay)).toEqual(answerJson(first));
    expect(calls()).toBe(1);
  });

  it('leaves routes that do not opt in alone: no key asked, every call runs', async () => {
    const { app, calls } = await appWithRoutes();
    for (let round = 0; round < 2; round++) {
      const answer = await app.inject({ method: 'POST', url: '/plain', payload: {} });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers[REPLAYED_HEADER]).toBeUndefined();
    }
    expect(calls()).toBe(2);
    const withoutKey = await app.inject({ method: 'POST', url: '/pay', payload: {} });
    expect(withoutKey.statusCode).toBe(400);
  });
});
