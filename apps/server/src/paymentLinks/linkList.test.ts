import { describe, expect, it } from 'vitest';
import type { PaymentLinkList, PaymentLinkSummary } from '@paypage/contract/paymentLinkList';
import { fakeGateway } from '../testing/fakeGateway';
import { payByCard } from '../testing/processingHelpers';
import { startTestApp, type TestApp } from '../testing/testApp';

const auth = (key: string) => ({ authorization: `Bearer ${key}` });

async function list(t: TestApp, query = '', key = t.apiKey) {
  const response = await t.inject({
    method: 'GET',
    url: `/api/v1/payment-links${query}`,
    headers: auth(key),
  });
  return response;
}

async function uuidsOf(t: TestApp, query: string): Promise<string[]> {
  const response = await list(t, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentLinkList>().links.map((link) => link.uuid);
}

/** Moves a link's creation time, as if it had been made then. */
async function createdAt(t: TestApp, uuid: string, at: string) {
  await t.db
    .updateTable('payment_links')
    .set({ date_created: at })
    .where('uuid', '=', uuid)
    .execute();
}

describe('merchant API: GET /api/v1/payment-links', () => {
  it('lists only the merchant’s own links, newest first, each summarised', async () => {
    const t = await startTestApp();
    const older = await t.createLink({ merchantReference: 'ORD-1', description: 'Blue mug' });
    const newer = await t.createLink({ consumerReference: 'cust-7', amount: 500 });
    await createdAt(t, older.uuid, '2026-01-01T10:00:00.000Z');
    await createdAt(t, newer.uuid, '2026-01-02T10:00:00.000Z');
    const theirs = await t.inject({
      method: 'POST',
      url: '/api/v1/payment-links',
      headers: auth(t.otherApiKey),
      payload: { amount: 100, currency: 'EUR', paymentMethods: ['CARD'], description: 'Blue mug' },
    });

    const response = await list(t);
    expect(response.statusCode).toBe(200);
    const body = response.json<PaymentLinkList>();
    expect(body.nextCursor).toBeNull();
    expect(body.links.map((link) => link.uuid)).toEqual([newer.uuid, older.uuid]);
    expect(body.links[1]).toEqual({
      uuid: older.uuid,
      url: `http://localhost/uuid/${older.uuid}`,
      status: 'VALID',
      amount: 1999,
      currency: 'EUR',
      description: 'Blue mug',
      merchantReference: 'ORD-1',
      consumerReference: null,
      paymentMethods: ['CARD', 'PAYPAL'],
      paidWith: null,
      createdAt: '2026-01-01T10:00:00.000Z',
      expiresAt: null,
      paidAt: null,
    } satisfies PaymentLinkSummary);
    // Another merchant's link is found by nothing: not its description, not its uuid.
    expect(await uuidsOf(t, '?q=blue')).toEqual([older.uuid]);
    expect(await uuidsOf(t, `?q=${theirs.json().uuid}`)).toEqual([]);
  });

  it('searches reference, description, consumer and uuid, ignoring case and wildcards', async () => {
    const t = await startTestApp();
    const byReference = await t.createLink({ merchantReference: 'ORD-2026-0042' });
    const byDescription = await t.createLink({ description: 'Two green Teapots' });
    const byConsumer = await t.createLink({ consumerReference: 'customer_881' });
    const percent = await t.createLink({ description: '100% wool' });
    expect(await uuidsOf(t, '?q=ord-2026')).toEqual([byReference.uuid]);
    expect(await uuidsOf(t, '?q=teapot')).toEqual([byDescription.uuid]);
    expect(await uuidsOf(t, '?q=CUSTOMER_8')).toEqual([byConsumer.uuid]);
    expect(await uuidsOf(t, `?q=${byConsumer.uuid.toUpperCase()}`)).toEqual([byConsumer.uuid]);
    expect(await uuidsOf(t, `?q=${byDescription.uuid.slice(0, 13)}`)).toEqual([byDescription.uuid]);
    // % and _ are what the merchant typed, not LIKE's wildcards.
    expect(await uuidsOf(t, `?q=${encodeURIComponent('0%')}`)).toEqual([percent.uuid]);
    expect(await uuidsOf(t, '?q=r_8')).toEqual([byConsumer.uuid]);
    expect(await uuidsOf(t, '?q=nothing-like-this')).toEqual([]);
  });

  it('filters by status (an overdue VALID link counts as EXPIRED), method, currency, dates and amount', async () => {
    const t = await startTestApp();
    const valid = await t.createLink({ amount: 1000, paymentMethods: ['CARD'] });
    const overdue = await t.createLink({
      amount: 2000,
      currency: 'SGD',
      paymentMethods: ['IDEAL'],
      expirationDate: new Date(Date.now() + 60_000).toISOString(),
    });
    const invalidated = await t.createLink({ amount: 3000, paymentMethods: ['CARD', 'SEPA_DD'] });
    await t.db
      .updateTable('payment_links')
      .set({ expiration_date: '2020-01-01T00:00:00.000Z' })
      .where('uuid', '=', overdue.uuid)
      .execute();
    await t.inject({
      method: 'POST',
      url: `/api/v1/payment-links/${invalidated.uuid}/invalidate`,
      headers: auth(t.apiKey),
    });
    await createdAt(t, valid.uuid, '2026-03-01T00:00:00.000Z');
    await createdAt(t, overdue.uuid, '2026-03-02T00:00:00.000Z');
    await createdAt(t, invalidated.uuid, '2026-03-03T00:00:00.000Z');

    expect(await uuidsOf(t, '?status=VALID')).toEqual([valid.uuid]);
    expect(await uuidsOf(t, '?status=EXPIRED')).toEqual([overdue.uuid]);
    expect(await uuidsOf(t, '?status=EXPIRED,INVALIDATED')).toEqual([
      invalidated.uuid,
      overdue.uuid,
    ]);
    const [expired] = (await list(t, '?status=EXPIRED')).json<PaymentLinkList>().links;
    expect(expired?.status).toBe('EXPIRED');
    expect(await uuidsOf(t, '?method=CARD')).toEqual([invalidated.uuid, valid.uuid]);
    expect(await uuidsOf(t, '?method=SEPA_DD')).toEqual([invalidated.uuid]);
    expect(await uuidsOf(t, '?currency=SGD')).toEqual([overdue.uuid]);
    expect(
      await uuidsOf(t, '?createdFrom=2026-03-02T00:00:00Z&createdTo=2026-03-03T00:00:00Z'),
    ).toEqual([overdue.uuid]);
    expect(await uuidsOf(t, '?createdFrom=2026-03-02T01:00:00%2B01:00')).toEqual([
      invalidated.uuid,
      overdue.uuid,
    ]);
    expect(await uuidsOf(t, '?amountMin=1500&amountMax=3000')).toEqual([
      invalidated.uuid,
      overdue.uuid,
    ]);
    expect(await uuidsOf(t, '?amountMax=1000&status=VALID&method=CARD&currency=EUR')).toEqual([
      valid.uuid,
    ]);
  });

  it('sorts by amount or creation, either way', async () => {
    const t = await startTestApp();
    const small = await t.createLink({ amount: 100 });
    const large = await t.createLink({ amount: 9000 });
    const middle = await t.createLink({ amount: 500 });
    await createdAt(t, small.uuid, '2026-02-01T00:00:00.000Z');
    await createdAt(t, large.uuid, '2026-02-02T00:00:00.000Z');
    await createdAt(t, middle.uuid, '2026-02-03T00:00:00.000Z');
    expect(await uuidsOf(t, '?sort=amount')).toEqual([small.uuid, middle.uuid, large.uuid]);
    expect(await uuidsOf(t, '?sort=-amount')).toEqual([large.uuid, middle.uuid, small.uuid]);
    expect(await uuidsOf(t, '?sort=createdAt')).toEqual([small.uuid, large.uuid, middle.uuid]);
    expect(await uuidsOf(t, '?sort=-createdAt')).toEqual([middle.uuid, large.uuid, small.uuid]);
  });

  it.each(['-createdAt', 'amount'])(
    'pages by cursor (sort %s) without skipping or repeating while links are created',
    async (sort) => {
      const t = await startTestApp();
      const amounts = [700, 300, 300, 900, 100, 500, 300];
      const made: string[] = [];
      for (const amount of amounts) made.push((await t.createLink({ amount })).uuid);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `?sort=${sort}&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
        const page: PaymentLinkList = (await list(t, query)).json();
        seen.push(...page.links.map((link) => link.uuid));
        cursor = page.nextCursor;
        pages++;
        // New links arrive between pages: newest first puts them before the cursor, and an
        // amount sort would show them only where they belong (none of these fit after it).
        if (pages === 1) {
          for (let i = 0; i < 3; i++) await t.createLink({ amount: sort === 'amount' ? 50 : 1 });
        }
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort()).toEqual([...made].sort());
      if (sort === 'amount') {
        const order = (await list(t, '?sort=amount&limit=100')).json<PaymentLinkList>();
        const madeInOrder = order.links.map((l) => l.uuid).filter((uuid) => made.includes(uuid));
        expect(seen).toEqual(madeInOrder);
      }
    },
  );

  it('shows what a paid link was paid with and when', async () => {
    const fake = fakeGateway();
    const t = await startTestApp({}, { gateway: fake.gateway });
    const { uuid } = await t.createLink({ paymentMethods: ['CARD'] });
    const refused = await payByCard(t, uuid, 'ct_refused_list');
    expect(refused.json().status).toBe('REFUSED');
    const before = new Date().toISOString();
    const paid = await payByCard(t, uuid, 'ct_frictionless_list');
    expect(paid.json().status).not.toBe('REFUSED');
    const [link] = (await list(t, '?status=CONSUMED')).json<PaymentLinkList>().links;
    expect(link).toMatchObject({ uuid, status: 'CONSUMED', paidWith: 'CARD' });
    expect(link?.paidAt && link.paidAt >= before).toBe(true);
  });

  it('refuses a cursor it did not make, or made for another sort, naming the cursor', async () => {
    const t = await startTestApp();
    for (let i = 0; i < 3; i++) await t.createLink();
    const { nextCursor } = (await list(t, '?limit=1')).json<PaymentLinkList>();
    expect(nextCursor).toEqual(expect.any(String));
    for (const query of [
      `?sort=amount&cursor=${nextCursor}`,
      '?cursor=bm90LWEtY3Vyc29y',
      `?cursor=${Buffer.from(JSON.stringify(['-createdAt', 'x', 'y'])).toString('base64url')}`,
    ]) {
      const response = await list(t, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([
        { field: 'querystring.cursor', message: expect.stringContaining('start again') },
      ]);
    }
  });

  it('names the failing filter: unknown status, reversed ranges, a limit over 100', async () => {
    const t = await startTestApp();
    const fieldsOf = async (query: string) => {
      const response = await list(t, query);
      expect(response.statusCode).toBe(400);
      return response.json<{ fields: { field: string }[] }>().fields.map((f) => f.field);
    };
    expect(await fieldsOf('?status=PAID')).toEqual(['querystring.status']);
    expect(await fieldsOf('?limit=101')).toEqual(['querystring.limit']);
    expect(await fieldsOf('?amountMin=-1')).toEqual(['querystring.amountMin']);
    expect(await fieldsOf('?amountMin=500&amountMax=100')).toEqual(['querystring.amountMax']);
    expect(
      await fieldsOf('?createdFrom=2026-03-02T00:00:00Z&createdTo=2026-03-01T00:00:00Z'),
    ).toEqual(['querystring.createdTo']);
    expect(await fieldsOf('?sort=name')).toEqual(['querystring.sort']);
  });

  it('answers 401 without a valid API key', async () => {
    const t = await startTestApp();
    const response = await t.inject({ method: 'GET', url: '/api/v1/payment-links' });
    expect(response.statusCode).toBe(401);
  });
});
