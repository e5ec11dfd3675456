import { describe, expect, it } from 'vitest';
import { SOURCE_HEADER } from '@paypage/contract/headers';
import { insertPendingTransaction, startTestApp } from '../testing/testApp';

describe('public API: transaction events and user redirects', () => {
  it('records a transaction event for a known transaction, 404 for an unknown one', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    await insertPendingTransaction(t, uuid, { id: 'tx_known01', paymentMethod: 'KCP' });
    const recorded = await t.inject({
      method: 'POST',
      url: '/public/transaction/event/tx_known01',
      headers: { [SOURCE_HEADER]: 'paypage-web/kcp-transaction-created/v5.0' },
      payload: { paymentMethod: 'KCP' },
    });
    expect(recorded.statusCode).toBe(201);
    const [event] = await t.services.events.listForLink(uuid, 'transaction_event');
    expect(event).toMatchObject({
      source: 'paypage-web/kcp-transaction-created/v5.0',
      detail: { transactionId: 'tx_known01', paymentMethod: 'KCP' },
    });
    const unknown = await t.inject({
      method: 'POST',
      url: '/public/transaction/event/tx_nothere',
      payload: { paymentMethod: 'KCP' },
    });
    expect(unknown.statusCode).toBe(404);
    const badMethod = await t.inject({
      method: 'POST',
      url: '/public/transaction/event/tx_known01',
      payload: { paymentMethod: 'CASH' },
    });
    expect(badMethod.statusCode).toBe(400);
  });

  it("records a redirect to the link's own shop address, even after the link is paid", async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink({
      returnUrl: 'https://shop.example/thanks',
      backToShopUrl: 'https://shop.example/cart',
    });
    await t.services.linkStates.move(uuid, 'VALID', 'PROCESSING_PAYMENT');
    await t.services.linkStates.move(uuid, 'PROCESSING_PAYMENT', 'CONSUMED');
    const url = `/public/payment-link/uuid/${uuid}/user-redirect`;
    const ok = await t.inject({
      method: 'POST',
      url,
      payload: { url: 'https://shop.example/thanks?order=7', redirectTo: 'returnUrl' },
    });
    expect(ok.statusCode).toBe(201);
    const events = await t.services.events.listForLink(uuid, 'user_redirect');
    expect(events[0]?.detail).toEqual({
      url: 'https://shop.example/thanks?order=7',
      redirectTo: 'returnUrl',
    });

    const elsewhere = await t.inject({
      method: 'POST',
      url,
      payload: { url: 'https://evil.example/thanks', redirectTo: 'returnUrl' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields[0].field).toBe('body.url');
    const wrongKey = await t.inject({
      method: 'POST',
      url,
      payload: { url: 'https://shop.example/thanks', redirectTo: 'backToShopUrl' },
    });
    expect(wrongKey.statusCode).toBe(400);
    const notUrl = await t.inject({
      method: 'POST',
      url,
      payload: { url: 'thanks', redirectTo: 'returnUrl' },
    });
    expect(notUrl.statusCode).toBe(400);
    const unknown = await t.inject({
      method: 'POST',
      url: '/public/payment-link/uuid/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f/user-redirect',
      payload: { url: 'https://shop.example/thanks', redirectTo: 'returnUrl' },
    });
    expect(unknown.statusCode).toBe(404);
  });
  it('lists a link’s events in the order they happened, many within one millisecond', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    const sources = Array.from({ length: 40 }, (_, index) => `paypage-web/step-${index}/v5.0`);
    // Sequential, as the page sends them; dozens fall into the same millisecond, and their
    // order then rests on the ids alone.
    for (const source of sources) {
      await t.services.events.record('transaction_event', uuid, source, {});
    }
    const listed = await t.services.events.listForLink(uuid, 'transaction_event');
    expect(listed.map((event) => event.source)).toEqual(sources);
    expect(new Set(listed.map((event) => event.createdAt)).size).toBeLessThan(sources.length);
  });
});
