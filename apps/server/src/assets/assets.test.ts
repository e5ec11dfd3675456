import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp';

async function withSavedCard(t: TestApp, consumerReference = 'c-1') {
  const { uuid } = await t.createLink({ consumerReference });
  const owner = { merchantId: t.merchant.id, consumerReference };
  const cardId = await t.services.assets.insert(owner, {
    type: 'CARD',
    details: {
      holder: 'Ana Example',
      firstDigits: '424242',
      lastDigits: '4242',
      brand: 'VISA',
      expiryMonth: 1,
      expiryYear: 2020,
      qualified: true,
      issuingCountryCode: 'DE',
      authenticationStatus: 'Auth3ds2',
    },
  });
  const sepaId = await t.services.assets.insert(owner, {
    type: 'SEPA_DD',
    details: {
      accountHolder: 'Ana Example',
      iban: 'DE****************3000',
      sepaMandateReference: 'M-1',
    },
  });
  return { uuid, cardId, sepaId };
}

describe('public API: saved assets', () => {
  it("lists the consumer's assets grouped, and none for a link without consumer", async () => {
    const t = await startTestApp();
    const { uuid, cardId, sepaId } = await withSavedCard(t);
    const response = await t.inject({ method: 'GET', url: `/public/payment-link/${uuid}/assets` });
    expect(response.statusCode).toBe(200);
    const assets = response.json();
    expect(assets.card).toEqual([
      expect.objectContaining({ id: cardId, type: 'CARD', lastDigits: '4242', expired: true }),
    ]);
    expect(assets.sepaDirectDebit).toEqual([
      expect.objectContaining({ id: sepaId, iban: 'DE****************3000' }),
    ]);
    expect(assets.paypal).toEqual([]);

    const anonymous = await t.createLink();
    const none = await t.inject({
      method: 'GET',
      url: `/public/payment-link/${anonymous.uuid}/assets`,
    });
    expect(none.json()).toEqual({ card: [], sepaDirectDebit: [], paypal: [] });
  });

  it("never shows or deletes another consumer's or merchant's asset", async () => {
    const t = await startTestApp();
    const { cardId } = await withSavedCard(t, 'c-1');
    const stranger = await t.createLink({ consumerReference: 'c-2' });
    const list = await t.inject({
      method: 'GET',
      url: `/public/payment-link/${stranger.uuid}/assets`,
    });
    expect(list.json().card).toEqual([]);
    const steal = await t.inject({
      method: 'DELETE',
      url: `/public/payment-link/${stranger.uuid}/asset/${cardId}/type/card`,
    });
    expect(steal.statusCode).toBe(404);
    expect(steal.json().errorCode).toBe('ASSET_NOT_FOUND');

    const otherMerchantLink = await t.inject({
      method: 'POST',
      url: '/api/v1/payment-links',
      headers: { authorization: `Bearer ${t.otherApiKey}` },
      payload: { amount: 1, currency: 'EUR', paymentMethods: ['CARD'], consumerReference: 'c-1' },
    });
    const crossMerchant = await t.inject({
      method: 'GET',
      url: `/public/payment-link/${otherMerchantLink.json().uuid}/assets`,
    });
    expect(crossMerchant.json().card).toEqual([]);
  });

  it('deletes an asset of the right type once; the wrong type or a second delete is 404', async () => {
    const t = await startTestApp();
    const { uuid, cardId } = await withSavedCard(t);
    const wrongType = await t.inject({
      method: 'DELETE',
      url: `/public/payment-link/${uuid}/asset/${cardId}/type/paypal`,
    });
    expect(wrongType.statusCode).toBe(404);
    const badType = await t.inject({
      method: 'DELETE',
      url: `/public/payment-link/${uuid}/asset/${cardId}/type/bitcoin`,
    });
    expect(badType.statusCode).toBe(400);
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/public/payment-link/${uuid}/asset/${cardId}/type/card`,
    });
    expect(deleted.statusCode).toBe(204);
    const again = await t.inject({
      method: 'DELETE',
      url: `/public/payment-link/${uuid}/asset/${cardId}/type/card`,
    });
    expect(again.statusCode).toBe(404);
    const list = await t.inject({ method: 'GET', url: `/public/payment-link/${uuid}/assets` });
    expect(list.json().card).toEqual([]);
  });

  it('answers SPEC §8 409 codes for invalidated, expired and consumed links', async () => {
    const t = await startTestApp();
    const cases = [
      ['INVALIDATED', 'PAYMENT_LINK_INVALIDATED'],
      ['EXPIRED', 'PAYMENT_LINK_EXPIRED'],
      ['CONSUMED', 'PAYMENT_LINK_CONSUMED'],
    ] as const;
    for (const [status, errorCode] of cases) {
      const { uuid, cardId } = await withSavedCard(t);
      if (status === 'CONSUMED') {
        await t.services.linkStates.move(uuid, 'VALID', 'PROCESSING_PAYMENT');
        await t.services.linkStates.move(uuid, 'PROCESSING_PAYMENT', 'CONSUMED');
      } else {
        await t.services.linkStates.move(uuid, 'VALID', status);
      }
      for (const request of [
        { method: 'GET' as const, url: `/public/payment-link/${uuid}/assets` },
        {
          method: 'DELETE' as const,
          url: `/public/payment-link/${uuid}/asset/${cardId}/type/card`,
        },
        {
          method: 'POST' as const,
          url: '/public/asset/event',
          payload: { assetType: 'CARD', paymentLinkId: uuid, id: cardId },
        },
      ]) {
        const response = await t.inject(request);
        expect(response.statusCode).toBe(409);
        expect(response.json().errorCode).toBe(errorCode);
      }
    }
  });

  it('records an asset event for an owned asset and refuses an unknown one', async () => {
    const t = await startTestApp();
    const { uuid, sepaId } = await withSavedCard(t);
    const recorded = await t.inject({
      method: 'POST',
      url: '/public/asset/event',
      payload: {
        assetType: 'SEPA_DD',
        paymentLinkId: uuid,
        id: sepaId,
        sepaData: { mandate: 'M-1' },
      },
    });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json().id).toMatch(/^ev_/);
    const events = await t.services.events.listForLink(uuid, 'asset_event');
    expect(events[0]?.detail).toMatchObject({ id: sepaId, sepaData: { mandate: 'M-1' } });

    const unknown = await t.inject({
      method: 'POST',
      url: '/public/asset/event',
      payload: { assetType: 'CARD', paymentLinkId: uuid, id: sepaId },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.inject({
      method: 'POST',
      url: '/public/asset/event',
      payload: { assetType: 'CARD', paymentLinkId: 'nope', id: '' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['body.paymentLinkId', 'body.id']),
    );
  });
});
