import { describe, expect, it } from 'vitest';
import type { LinkTimeline, TimelineEvent } from '@paypage/contract/linkTimeline';
import { fakeGateway } from '../testing/fakeGateway';
import { change, linkPaymentApp, paidLink } from '../testing/linkPaymentHelpers';
import { merchantListens, payByCard } from '../testing/processingHelpers';
import { startTestApp, type TestApp } from '../testing/testApp';
import { linkTimeline } from './linkTimeline';

const timelineOf = (t: TestApp, uuid: string, key = t.apiKey) =>
  t.inject({
    method: 'GET',
    url: `/api/v1/payment-links/${uuid}/timeline`,
    headers: { authorization: `Bearer ${key}` },
  });

const eventsOf = async (t: TestApp, uuid: string): Promise<TimelineEvent[]> => {
  const response = await timelineOf(t, uuid);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LinkTimeline>().events;
};

const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('merchant API: GET /api/v1/payment-links/{uuid}/timeline', () => {
  it('tells a paid link’s story in order: created, opened, each attempt, paid, the webhooks', async () => {
    const fake = fakeGateway();
    const t = await startTestApp({}, { gateway: fake.gateway });
    await merchantListens(t);
    const { uuid } = await t.createLink({ paymentMethods: ['CARD'] });
    await t.db
      .updateTable('payment_links')
      .set({ date_created: at(-10) })
      .where('uuid', '=', uuid)
      .execute();
    await t.services.events.recordMany([
      { kind: 'link_visit', linkUuid: uuid, source: null, detail: {}, at: at(-5) },
      { kind: 'link_visit', linkUuid: uuid, source: null, detail: {}, at: at(-4) },
    ]);
    const refused = (await payByCard(t, uuid, 'ct_refused_timeline')).json();
    // The fake gateway refuses without a reason; a real provider names one.
    await t.db
      .updateTable('transactions')
      .set({ refusal_reason: 'DECLINED' })
      .where('id', '=', refused.transactionId)
      .execute();
    const paid = (await payByCard(t, uuid, 'ct_frictionless_timeline')).json();
    const [firstWebhook] = await t.services.merchantWebhooks.listForMerchant(t.merchant.id);
    if (!firstWebhook) throw new Error('no webhook queued');
    await t.services.merchantWebhooks.markFailedAttempt(
      firstWebhook.id,
      1,
      new Date(),
      'HTTP 500',
      500,
    );
    await t.services.merchantWebhooks.markDelivered(firstWebhook.id, 2, 204);

    const events = await eventsOf(t, uuid);
    expect(events.map((event) => event.kind)).toEqual([
      'created',
      'opened',
      'attempt',
      'webhook',
      'attempt',
      'paid',
      'webhook',
    ]);
    expect(events[1]).toMatchObject({ kind: 'opened', visits: 2 });
    expect(events[2]).toEqual({
      at: expect.any(String),
      kind: 'attempt',
      paymentMethod: 'CARD',
      status: 'REFUSED',
      refusalReason: 'DECLINED',
      transactionId: refused.transactionId,
    });
    expect(events[3]).toEqual({
      at: expect.any(String),
      kind: 'webhook',
      type: 'transaction.updated',
      deliveryId: firstWebhook.id,
      status: 'DELIVERED',
      attempts: [
        { at: expect.any(String), statusCode: 500 },
        { at: expect.any(String), statusCode: 204 },
      ],
    });
    expect(events[5]).toMatchObject({
      kind: 'paid',
      paymentMethod: 'CARD',
      amount: 1999,
      currency: 'EUR',
      transactionId: paid.transactionId,
    });
    expect(events[6]).toMatchObject({ kind: 'webhook', status: 'PENDING', attempts: [] });
    const times = events.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('tells events of one instant in the story’s order, each webhook after what it tells of', async () => {
    const { t } = await linkPaymentApp();
    const paid = await paidLink(t, { reserve: true });
    expect((await change(t, paid, 'capture')).statusCode).toBe(200);
    const refund = await change(t, paid, 'refunds', { amount: 500, reason: 'Damaged' });
    expect(refund.statusCode, refund.body).toBe(201);
    const { uuid } = paid;
    // Everything in one millisecond, as a fast frictionless payment and a seeded demo link are.
    const instant = '2026-05-01T10:00:00.000Z';
    await t.services.events.recordMany([
      { kind: 'link_visit', linkUuid: uuid, source: null, detail: {}, at: instant },
    ]);
    await t.db
      .updateTable('payment_links')
      .set({ date_created: instant, updated_at: instant })
      .where('uuid', '=', uuid)
      .execute();
    await t.db
      .updateTable('transactions')
      .set({ created_at: instant, captured_at: instant })
      .where('link_uuid', '=', uuid)
      .execute();
    await t.db
      .updateTable('link_refunds')
      .set({ created_at: instant })
      .where('link_uuid', '=', uuid)
      .execute();
    await t.db
      .updateTable('merchant_webhooks')
      .set({ created_at: instant })
      .where('link_uuid', '=', uuid)
      .execute();

    const events = await eventsOf(t, uuid);
    expect(events.every((event) => event.at === instant)).toBe(true);
    expect(events.map((event) => (event.kind === 'webhook' ? event.type : event.kind))).toEqual([
      'created',
      'opened',
      'attempt',
      'paid',
      'transaction.updated',
      'captured',
      'payment_link.captured',
      'refunded',
      'payment_link.refunded',
    ]);
  });

  it('counts visits close together as one opening, and a later return as another', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    await t.services.events.recordMany(
      [1, 5, 20, 120, 121].map((minutes) => ({
        kind: 'link_visit' as const,
        linkUuid: uuid,
        source: null,
        detail: {},
        at: at(minutes),
      })),
    );
    const opened = (await eventsOf(t, uuid)).filter((event) => event.kind === 'opened');
    expect(opened).toEqual([
      { at: expect.any(String), kind: 'opened', visits: 3 },
      { at: expect.any(String), kind: 'opened', visits: 2 },
    ]);
  });

  it('ends an invalidated link with its invalidation and the webhook about it', async () => {
    const t = await startTestApp();
    await merchantListens(t);
    const { uuid } = await t.createLink();
    await t.inject({
      method: 'POST',
      url: `/api/v1/payment-links/${uuid}/invalidate`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    const events = await eventsOf(t, uuid);
    expect(events.map((event) => event.kind)).toEqual(['created', 'invalidated', 'webhook']);
    expect(events[2]).toMatchObject({ type: 'payment_link.invalidated' });
  });

  it('shows an overdue link expired at its expiry date', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink({ expirationDate: at(5) });
    await t.db
      .updateTable('payment_links')
      .set({
        expiration_date: '2026-01-01T00:00:00.000Z',
        date_created: '2025-12-31T00:00:00.000Z',
      })
      .where('uuid', '=', uuid)
      .execute();
    expect(await eventsOf(t, uuid)).toEqual([
      { at: '2025-12-31T00:00:00.000Z', kind: 'created' },
      { at: '2026-01-01T00:00:00.000Z', kind: 'expired' },
    ]);
  });

  it('answers 404 for another merchant’s link, as for none at all', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    const theirs = await timelineOf(t, uuid, t.otherApiKey);
    expect(theirs.statusCode).toBe(404);
    const none = await timelineOf(t, '00000000-0000-4000-8000-000000000000');
    expect(none.statusCode).toBe(404);
    expect(theirs.json().message).toBe(none.json().message);
  });

  it('places captures, voids and refunds of the payments among the rest, by time', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    const link = await t.services.links.findByUuid(uuid);
    if (!link) throw new Error('no link');
    const created = {
      ...link,
      dateCreated: '2026-05-01T10:00:00.000Z',
      status: 'CONSUMED' as const,
    };
    const events = linkTimeline(
      created,
      { statusMovedAt: '2026-05-01T10:05:00.000Z', visits: [], webhooks: [] },
      [],
      [
        {
          kind: 'refunded',
          at: '2026-05-03T09:00:00.000Z',
          transactionId: 'tx_1',
          amount: 500,
          reason: 'Damaged',
          refundId: 'lrf_1',
          status: 'PENDING',
        },
        { kind: 'captured', at: '2026-05-02T09:00:00.000Z', transactionId: 'tx_1', amount: 1999 },
      ],
    );
    expect(events.map((event) => [event.kind, event.at])).toEqual([
      ['created', '2026-05-01T10:00:00.000Z'],
      ['paid', '2026-05-01T10:05:00.000Z'],
      ['captured', '2026-05-02T09:00:00.000Z'],
      ['refunded', '2026-05-03T09:00:00.000Z'],
    ]);
    expect(events[3]).toMatchObject({ amount: 500, reason: 'Damaged', status: 'PENDING' });
  });
});
