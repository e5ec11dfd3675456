import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_TERMS_FIELD } from '@paypage/contract/payments';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import {
  everyMethodGateway,
  NOT_STARTS,
  START_ROUTES,
  type StartRouteCase,
} from '../testing/startRoutes';
import { accepted, insertPendingTransaction, startTestApp, type TestApp } from '../testing/testApp';

const TERMS = 'https://shop.example/terms-2026';
let keys = 0;
const key = () => `terms-key-${Date.now()}-${++keys}`;

interface JsonObjectSchema {
  required?: string[];
  anyOf?: JsonObjectSchema[];
}

const fieldsOf = (answer: { json(): { fields?: { field: string }[] } }) =>
  answer.json().fields?.map((f) => f.field) ?? [];

const merchantView = async (t: TestApp, uuid: string) =>
  (
    await t.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${uuid}`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    })
  ).json();

async function startWith(t: TestApp, start: StartRouteCase, uuid: string, extra: object) {
  const { url, body } = await start.start(t, uuid);
  return t.inject({
    method: 'POST',
    url,
    headers: { [IDEMPOTENCY_HEADER]: key() },
    payload: { ...body, ...extra },
  });
}

describe('the terms accepted, on every request that starts a payment', () => {
  it('every money-moving public POST is a start that requires them, or is known to start none', async () => {
    const routes: RouteOptions[] = [];
    await startTestApp({}, { onRoute: (route) => routes.push(route) });
    const moving = routes.filter(
      (route) =>
        route.method === 'POST' && route.url.startsWith('/public/') && route.config?.idempotent,
    );
    const starts = moving.filter((route) => !NOT_STARTS.includes(route.url));
    // A new start route fails here until it is in START_ROUTES, and so tested below.
    expect(new Set(starts.map((route) => route.url))).toEqual(
      new Set(START_ROUTES.map((start) => start.route)),
    );
    for (const route of starts) {
      const body = (route.schema?.body ?? {}) as JsonObjectSchema;
      for (const shape of body.anyOf ?? [body]) {
        expect(shape.required ?? [], route.url).toContain(ACCEPTED_TERMS_FIELD);
      }
    }
  });

  it.each(START_ROUTES.map((start) => [start.name, start] as const))(
    '%s: refuses a start without them or with other terms, and keeps them with the payment',
    async (_name, start) => {
      const fake = everyMethodGateway();
      const t = await startTestApp({}, { gateway: fake.gateway });
      const { uuid } = await t.createLink({ ...start.link, termsAndConditionsUrl: TERMS });

      const { url, body } = await start.start(t, uuid);
      if (Object.keys(body).length === 0) {
        // A start whose body was empty before (SPEC §7), sent so by a page not yet updated.
        const none = await t.inject({
          method: 'POST',
          url,
          headers: { [IDEMPOTENCY_HEADER]: key() },
        });
        expect(none.statusCode).toBe(400);
        expect(fieldsOf(none)).toContain(`body.${ACCEPTED_TERMS_FIELD}`);
      }
      for (const extra of [{}, accepted(null), accepted('https://shop.example/other-terms')]) {
        const refused = await startWith(t, start, uuid, extra);
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json().errorCode).toBe('VALIDATION_FAILED');
        expect(fieldsOf(refused)).toContain(`body.${ACCEPTED_TERMS_FIELD}`);
      }
      // Nothing started: no payment, no transaction, the link still payable.
      expect(fake.calls.payments).toHaveLength(0);
      expect(await t.services.transactions.listByLink(uuid)).toHaveLength(0);
      expect((await t.services.links.findByUuid(uuid))?.status).toBe('VALID');

      const before = new Date().toISOString();
      const paid = await startWith(t, start, uuid, accepted(TERMS));
      expect(paid.statusCode, paid.body).toBe(200);
      const [transaction] = (await merchantView(t, uuid)).transactions;
      expect(transaction.termsAcceptance).toEqual({
        acceptedAt: transaction.createdAt,
        termsUrl: TERMS,
      });
      expect(transaction.termsAcceptance.acceptedAt >= before).toBe(true);
    },
  );

  it('takes no terms document for a link that names none, and no other', async () => {
    const fake = everyMethodGateway();
    const t = await startTestApp({}, { gateway: fake.gateway });
    const card = START_ROUTES[0] as StartRouteCase;
    const { uuid } = await t.createLink(card.link);
    const other = await startWith(t, card, uuid, accepted(TERMS));
    expect(fieldsOf(other)).toEqual([`body.${ACCEPTED_TERMS_FIELD}`]);
    const wrongShape = await startWith(t, card, uuid, { acceptedTerms: { termsUrl: 42 } });
    expect(wrongShape.statusCode).toBe(400);
    expect(fieldsOf(wrongShape)).toContain(`body.${ACCEPTED_TERMS_FIELD}.termsUrl`);
    const paid = await startWith(t, card, uuid, accepted(null));
    expect(paid.statusCode, paid.body).toBe(200);
    const [transaction] = (await merchantView(t, uuid)).transactions;
    expect(transaction.termsAcceptance).toMatchObject({ termsUrl: null });
  });

  it('shows no acceptance for a payment kept from before the service asked for it', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    await t.services.linkStates.move(uuid, 'VALID', 'PROCESSING_PAYMENT');
    await insertPendingTransaction(t, uuid, { id: 'tx_beforeterms01' });
    const [transaction] = (await merchantView(t, uuid)).transactions;
    expect(transaction).toMatchObject({ id: 'tx_beforeterms01', termsAcceptance: null });
  });
});
