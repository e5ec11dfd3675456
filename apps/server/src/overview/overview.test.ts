import { describe, expect, it } from 'vitest';
import type { MerchantOverview } from '@paypage/contract/merchantOverview';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { fakeGateway } from '../testing/fakeGateway';
import { payByCard } from '../testing/processingHelpers';
import { startTestApp, type TestApp } from '../testing/testApp';
import { withinOneUtcDay } from '../testing/clockPeriods';
import { overviewRepository } from './overviewRepository';
import { periodStarts } from './overviewRoutes';

let transactions = 0;

/** A link as it stands after the given history, written straight into the store. */
async function linkWith(
  t: TestApp,
  history: {
    amount?: number;
    currency?: 'EUR' | 'SGD';
    paidAt?: string;
    method?: PaymentMethod;
    refused?: { at: string; reason: string | null }[];
    visits?: string[];
    key?: string;
  },
) {
  const response = await t.inject({
    method: 'POST',
    url: '/api/v1/payment-links',
    headers: { authorization: `Bearer ${history.key ?? t.apiKey}` },
    payload: {
      amount: history.amount ?? 1000,
      currency: history.currency ?? 'EUR',
      paymentMethods: ['CARD'],
    },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const link = response.json<{ uuid: string; merchantId: string }>();
  const transaction = (at: string, status: 'COMPLETED' | 'REFUSED', reason: string | null) =>
    t.services.transactions.insert({
      id: `tx_overview${++transactions}`,
      linkUuid: link.uuid,
      merchantId: link.merchantId,
      paymentMethod: history.method ?? 'CARD',
      status,
      amount: history.amount ?? 1000,
      currency: history.currency ?? 'EUR',
      gatewayPaymentId: null,
      assetId: null,
      details: null,
      refusalReason: reason,
      termsAcceptance: null,
      createdAt: at,
      updatedAt: at,
    });
  for (const refusal of history.refused ?? [])
    await transaction(refusal.at, 'REFUSED', refusal.reason);
  if (history.paidAt) {
    await transaction(history.paidAt, 'COMPLETED', null);
    await t.db
      .updateTable('payment_links')
      .set({ status: 'CONSUMED', updated_at: history.paidAt })
      .where('uuid', '=', link.uuid)
      .execute();
  }
  await t.services.events.recordMany(
    (history.visits ?? []).map((at) => ({
      kind: 'link_visit' as const,
      linkUuid: link.uuid,
      source: null,
      detail: {},
      at,
    })),
  );
}

describe('the merchant overview', () => {
  it('sums paid links per currency for the day and the month, with funnel, methods and refusals', async () => {
    const t = await startTestApp();
    const today = '2026-03-15T08:00:00.000Z';
    await linkWith(t, { amount: 1000, paidAt: today, visits: [today] });
    await linkWith(t, {
      amount: 500,
      paidAt: '2026-03-02T10:00:00.000Z',
      method: 'PAYPAL',
      visits: ['2026-03-02T09:00:00.000Z'],
    });
    await linkWith(t, { amount: 700, currency: 'SGD', paidAt: '2026-03-15T09:00:00.000Z' });
    // Last month's: in no sum, no count.
    await linkWith(t, {
      amount: 9999,
      paidAt: '2026-02-27T10:00:00.000Z',
      visits: ['2026-02-27T09:00:00.000Z'],
      refused: [{ at: '2026-02-27T09:30:00.000Z', reason: 'EXPIRED_CARD' }],
    });
    await linkWith(t, {
      visits: ['2026-03-10T10:00:00.000Z', '2026-03-10T10:05:00.000Z'],
      refused: [
        { at: '2026-03-10T10:01:00.000Z', reason: 'DECLINED' },
        { at: '2026-03-10T10:02:00.000Z', reason: 'DECLINED' },
        { at: '2026-03-10T10:03:00.000Z', reason: null },
      ],
    });
    // Another merchant's paid and refused links count for it alone.
    await linkWith(t, {
      key: t.otherApiKey,
      paidAt: today,
      visits: [today],
      refused: [{ at: today, reason: 'FRAUD' }],
    });

    const overview = await overviewRepository(t.db).overview(t.merchant.id, {
      dayStart: '2026-03-15T00:00:00.000Z',
      monthStart: '2026-03-01T00:00:00.000Z',
    });
    expect(overview).toEqual({
      paidToday: [
        { currency: 'EUR', amount: 1000 },
        { currency: 'SGD', amount: 700 },
      ],
      paidThisMonth: [
        { currency: 'EUR', amount: 1500 },
        { currency: 'SGD', amount: 700 },
      ],
      // Three visited this month, and the SGD link, paid with no visit recorded, was opened too.
      funnel: { opened: 4, paid: 3 },
      methodMix: [
        { paymentMethod: 'CARD', count: 2 },
        { paymentMethod: 'PAYPAL', count: 1 },
      ],
      refusalReasons: [
        { reason: 'DECLINED', count: 2 },
        { reason: 'UNKNOWN', count: 1 },
      ],
    } satisfies MerchantOverview);
  });

  it('starts today and this month at midnight UTC', () => {
    expect(periodStarts(new Date('2026-03-15T23:59:59.999+00:00'))).toEqual({
      dayStart: '2026-03-15T00:00:00.000Z',
      monthStart: '2026-03-01T00:00:00.000Z',
    });
    // 00:30 in Berlin on the 1st is still the last day of the month before in UTC.
    expect(periodStarts(new Date('2026-04-01T00:30:00+02:00'))).toEqual({
      dayStart: '2026-03-31T00:00:00.000Z',
      monthStart: '2026-03-01T00:00:00.000Z',
    });
  });

  it('GET /api/v1/overview counts a link paid now, for its merchant only', async () => {
    const fake = fakeGateway();
    const t = await startTestApp({}, { gateway: fake.gateway });
    const { uuid } = await t.createLink({ paymentMethods: ['CARD'] });
    await withinOneUtcDay();
    await payByCard(t, uuid, 'ct_frictionless_overview');
    const get = (key: string) =>
      t.inject({
        method: 'GET',
        url: '/api/v1/overview',
        headers: { authorization: `Bearer ${key}` },
      });
    const mine = await get(t.apiKey);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<MerchantOverview>()).toMatchObject({
      paidToday: [{ currency: 'EUR', amount: 1999 }],
      paidThisMonth: [{ currency: 'EUR', amount: 1999 }],
      funnel: { paid: 1 },
      methodMix: [{ paymentMethod: 'CARD', count: 1 }],
    });
    expect((await get(t.otherApiKey)).json()).toEqual({
      paidToday: [],
      paidThisMonth: [],
      funnel: { opened: 0, paid: 0 },
      methodMix: [],
      refusalReasons: [],
    });
    expect((await t.inject({ method: 'GET', url: '/api/v1/overview' })).statusCode).toBe(401);
  });
});
