import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AssetType } from '@paypage/contract/assets';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { NewSavedAsset } from './savedAsset';
import { fakeGateway } from '../testing/fakeGateway';
import { accepted, startTestApp, TEST_DEVICE, type TestApp } from '../testing/testApp';

const DETAILS: Record<AssetType, NewSavedAsset> = {
  CARD: {
    type: 'CARD',
    details: {
      holder: 'Ana Example',
      firstDigits: '424242',
      lastDigits: '4242',
      brand: 'VISA',
      expiryMonth: 12,
      expiryYear: 2099,
      qualified: true,
      issuingCountryCode: 'DE',
      authenticationStatus: 'Auth3ds2',
      gatewayCardToken: 'ct_frictionless_owner',
    },
  },
  SEPA_DD: {
    type: 'SEPA_DD',
    details: { accountHolder: 'Ana', iban: 'DE****************3000', sepaMandateReference: 'M-1' },
  },
  PAYPAL: {
    type: 'PAYPAL',
    details: { billingAgreementId: 'B-1', customerAccountId: 'P-1', payerEmail: 'a@example.com' },
  },
};
const PATH_TYPE: Record<AssetType, string> = { CARD: 'card', SEPA_DD: 'sepa_dd', PAYPAL: 'paypal' };
const CONSUMERS = ['alice', 'bob', 'carol'];

interface Owned {
  id: string;
  type: AssetType;
  merchantId: string;
  consumer: string;
}

/** Two merchants, three consumers each, one asset of every kind each; a link per consumer. */
async function world(t: TestApp) {
  const assets: Owned[] = [];
  const links: { uuid: string; merchantId: string; consumer: string | null }[] = [];
  for (const [merchantId, apiKey] of [
    [t.merchant.id, t.apiKey],
    [t.otherMerchant.id, t.otherApiKey],
  ] as const) {
    for (const consumer of [...CONSUMERS, null]) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/v1/payment-links',
        headers: { authorization: `Bearer ${apiKey}` },
        payload: {
          amount: 100,
          currency: 'EUR',
          paymentMethods: ['CARD'],
          ...(consumer ? { consumerReference: consumer } : {}),
        },
      });
      links.push({ uuid: response.json().uuid, merchantId, consumer });
      if (!consumer) continue;
      for (const type of ['CARD', 'SEPA_DD', 'PAYPAL'] as const) {
        const id = await t.services.assets.insert(
          { merchantId, consumerReference: consumer },
          DETAILS[type],
        );
        assets.push({ id, type, merchantId, consumer });
      }
    }
  }
  return { assets, links };
}

describe("a link's uuid reaches only its own consumer's assets", () => {
  it('never lists, selects, charges or deletes an asset of another consumer or merchant', async () => {
    const fake = fakeGateway();
    // Hundreds of requests from one address within a minute: the address limit is not the subject.
    const t = await startTestApp({ rateLimitPerMinute: 0 }, { gateway: fake.gateway });
    const { assets, links } = await world(t);
    const pairs = links.flatMap((link) =>
      assets
        .filter((asset) => asset.merchantId !== link.merchantId || asset.consumer !== link.consumer)
        .map((asset) => ({ link, asset })),
    );
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pairs), async ({ link, asset }) => {
        tried++;
        const listed = await t.inject({
          method: 'GET',
          url: `/public/payment-link/${link.uuid}/assets`,
        });
        expect(JSON.stringify(listed.json())).not.toContain(asset.id);
        const selected = await t.inject({
          method: 'POST',
          url: '/public/asset/event',
          payload: { assetType: asset.type, paymentLinkId: link.uuid, id: asset.id },
        });
        expect(selected.statusCode).toBe(404);
        const charged = await t.inject({
          method: 'POST',
          url: `/public/payment-link/${link.uuid}/transaction`,
          headers: { [IDEMPOTENCY_HEADER]: `own-${tried}-${Date.now()}` },
          payload: {
            ...accepted(),
            payment: { asset: { type: 'CARD', id: asset.id } },
            deviceInformation: TEST_DEVICE,
          },
        });
        expect(charged.statusCode).toBe(404);
        const deleted = await t.inject({
          method: 'DELETE',
          url: `/public/payment-link/${link.uuid}/asset/${asset.id}/type/${PATH_TYPE[asset.type]}`,
        });
        expect(deleted.statusCode).toBe(404);
        const owner = { merchantId: asset.merchantId, consumerReference: asset.consumer };
        expect(await t.services.assets.isOwnedBy(owner, asset.id, asset.type)).toBe(true);
      }),
      { numRuns: 150 },
    );
    expect(tried).toBeGreaterThanOrEqual(150);
    expect(fake.calls.createPayment).toBe(0);
    // Every link still sees exactly its own consumer's three assets.
    for (const link of links) {
      const own = assets.filter(
        (a) => a.merchantId === link.merchantId && a.consumer === link.consumer,
      );
      const listed = (
        await t.inject({ method: 'GET', url: `/public/payment-link/${link.uuid}/assets` })
      ).json();
      const ids = [...listed.card, ...listed.sepaDirectDebit, ...listed.paypal].map(
        (a: { id: string }) => a.id,
      );
      expect(ids.sort()).toEqual(own.map((a) => a.id).sort());
    }
  });
});
