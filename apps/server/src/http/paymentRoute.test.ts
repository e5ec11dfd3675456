import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp';
import { PublicHeadersSchema } from './routeSchemas';

/**
 * The page's POSTs that are not keyed, each with why: none of them starts a payment or changes
 * one in a way a retry could repeat. Any other POST under /public/ moves money or makes
 * something a retry must not make twice, so it is built with paymentRoute (idempotent).
 */
const NOT_KEYED: Record<string, string> = {
  'POST /public/card/payment-link/:uuid':
    'opens a session of the hosted card form; the payment starts with POST …/transaction',
  'POST /public/payment-link/:uuid/transaction/:transactionId/three-d-secure':
    'a step of a card payment already started under a key, named by the payment’s id',
  'POST /public/payment-link/:uuid/transaction/:transactionId/cancel':
    'idempotent by itself: asked again it answers the payment as it then stands, which a stored answer would not',
  'POST /public/asset/event': 'records that the shopper chose a saved asset; no payment',
  'POST /public/transaction/event/:id': 'records what the shopper did with a payment',
  'POST /public/payment-link/uuid/:uuid/user-redirect':
    'records that the shopper is sent back to the shop',
};

describe('the public routes that start or change a payment', () => {
  const routes: RouteOptions[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { shared: true, onRoute: (route) => routes.push(route) });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.app.close();
    await t.db.destroy();
  });

  const publicPosts = () =>
    routes
      .filter((route) => [route.method].flat().includes('POST') && route.url.startsWith('/public/'))
      .map((route) => ({ name: `POST ${route.url}`, route }));

  it('take an Idempotency-Key, every one but the few that say why not', () => {
    const posts = publicPosts();
    expect(posts.length).toBeGreaterThan(20);
    const unkeyed = posts
      .filter(({ route }) => route.config?.idempotent !== true)
      .map(({ name }) => name);
    expect(unkeyed.sort()).toEqual(Object.keys(NOT_KEYED).sort());
  });

  it('are public routes of the page: no key, its headers, tagged public', () => {
    const keyed = publicPosts().filter(({ route }) => route.config?.idempotent === true);
    for (const { name, route } of keyed) {
      const schema = route.schema as Record<string, unknown>;
      expect({ name, tags: schema.tags, security: schema.security }).toEqual({
        name,
        tags: ['public'],
        security: [],
      });
      expect(schema.headers, name).toBe(PublicHeadersSchema);
    }
  });
});
