import { afterEach, describe, expect, it } from 'vitest';
import { buildServerApp, type ServerApp } from '../app';
import { openDatabase } from '../db/database';
import { withinOneRateWindow } from '../testing/clockPeriods';
import { startTestApp, type TestApp } from '../testing/testApp';

const second: ServerApp[] = [];
afterEach(async () => {
  for (const { app, services } of second.splice(0)) {
    await app.close();
    await services.db.destroy();
  }
});

/** Another instance of the service over the same store, as behind a load balancer. */
async function secondInstance(t: TestApp): Promise<ServerApp> {
  const instance = await buildServerApp(t.config, openDatabase(t.config));
  second.push(instance);
  return instance;
}

describe('rate limits shared through the store', () => {
  it('limits one payment link across instances, and answers 429 naming it', async () => {
    const t = await startTestApp({ rateLimitPerMinute: 0, rateLimitPerLinkPerMinute: 4 });
    const other = await secondInstance(t);
    const { uuid } = await t.createLink();
    const { uuid: another } = await t.createLink();
    const url = `/public/payment-link/uuid/${uuid}`;
    await withinOneRateWindow();
    const answers = [];
    for (const app of [t.app, other.app, t.app, other.app, t.app]) {
      answers.push((await app.inject({ method: 'GET', url })).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 429]);
    const refused = await other.app.inject({ method: 'GET', url });
    expect(refused.json()).toMatchObject({
      errorCode: 'RATE_LIMITED',
      fields: [{ field: 'params.uuid' }],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const otherLink = await t.inject({
      method: 'GET',
      url: `/public/payment-link/uuid/${another}`,
    });
    expect(otherLink.statusCode).toBe(200);
  });

  it('limits each merchant API key on its own, wrong keys included', async () => {
    const t = await startTestApp({ rateLimitPerMinute: 0, rateLimitPerKeyPerMinute: 3 });
    const other = await secondInstance(t);
    const get = (app: ServerApp['app'], key: string) =>
      app.inject({
        method: 'GET',
        url: '/api/v1/payment-links/00000000-0000-4000-8000-0000000000aa',
        headers: { authorization: `Bearer ${key}` },
      });
    await withinOneRateWindow();
    const statuses = [];
    for (const app of [t.app, other.app, t.app, other.app])
      statuses.push((await get(app, t.apiKey)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect((await get(t.app, t.otherApiKey)).statusCode).toBe(404);
    const guesses = [];
    for (let i = 0; i < 4; i++)
      guesses.push((await get(other.app, 'pp_sk_guess_0000000000')).statusCode);
    expect(guesses).toEqual([401, 401, 401, 429]);
  });

  it('limits one client address across instances, but never the gateway webhooks', async () => {
    const t = await startTestApp({ rateLimitPerMinute: 3 });
    const other = await secondInstance(t);
    await withinOneRateWindow();
    const statuses = [];
    for (const app of [t.app, other.app, t.app, other.app]) {
      statuses.push((await app.inject({ method: 'GET', url: '/config.json' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const webhook = await t.inject({
      method: 'POST',
      url: '/webhooks/gateway',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(401);
  });
});
