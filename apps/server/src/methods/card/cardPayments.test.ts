import { pageThemes } from '@paypage/contract/darkTheme';
import { describe, expect, it } from 'vitest';
import type { CardTransactionBody } from '@paypage/contract/cardPayments';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { fakeGateway } from '../../testing/fakeGateway';
import { accepted, startTestApp, type TestApp } from '../../testing/testApp';

const device: CardTransactionBody['deviceInformation'] = {
  colorDepth: 24,
  screenHeight: 800,
  screenWidth: 1280,
  timeZoneOffset: -60,
  javaEnabled: false,
  deviceType: 'browser',
  acceptHeader: 'text/html',
  language: 'de-DE',
};

let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${keyCounter++}`;

function pay(
  t: TestApp,
  uuid: string,
  asset: CardTransactionBody['payment']['asset'],
  key: string | null = newKey(),
  language?: string,
) {
  return t.inject({
    method: 'POST',
    url: `/public/payment-link/${uuid}/transaction`,
    headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
    payload: {
      ...accepted(),
      payment: { asset },
      deviceInformation: device,
      ...(language ? { language } : {}),
    },
  });
}

async function cardApp(options: Parameters<typeof fakeGateway>[0] = {}) {
  const fake = fakeGateway(options);
  const t = await startTestApp({}, { gateway: fake.gateway });
  return { t, fake };
}

describe('card sessions', () => {
  it("answers the gateway's token for a VALID link that offers cards", async () => {
    const { t, fake } = await cardApp();
    const { uuid } = await t.createLink({ locale: 'de_DE' });
    const response = await t.inject({ method: 'POST', url: `/public/card/payment-link/${uuid}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      token: 'cs_session0001',
      integrationId: 'sandbox-hosted-card-form',
    });
    expect(fake.calls.sessions[0]).toMatchObject({
      reference: uuid,
      locale: 'de_DE',
      theme: { primary: '#aa0000' },
      // The form draws the dark colours the page draws: the merchant's red, lightened for the dark.
      darkTheme: { primary: pageThemes({ primary: '#aa0000' }, {}).dark.primary },
    });
  });

  it("opens the form in the language the shopper picked on the page, and only in one of the page's", async () => {
    const { t, fake } = await cardApp();
    const { uuid } = await t.createLink({ locale: 'de_DE' });
    const picked = await t.inject({
      method: 'POST',
      url: `/public/card/payment-link/${uuid}?language=ar`,
    });
    expect(picked.statusCode).toBe(200);
    // Arabic words with the link's German formats, as the page shows them.
    expect(fake.calls.sessions.at(-1)?.locale).toBe('ar-DE');
    const same = await t.inject({
      method: 'POST',
      url: `/public/card/payment-link/${uuid}?language=de`,
    });
    expect(same.statusCode).toBe(200);
    expect(fake.calls.sessions.at(-1)?.locale).toBe('de_DE');

    const unknown = await t.inject({
      method: 'POST',
      url: `/public/card/payment-link/${uuid}?language=xx`,
    });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    expect(JSON.stringify(unknown.json())).toContain('language');
    expect(fake.calls.sessions).toHaveLength(2);
  });

  it('refuses links without cards (400), paid links (409) and answers 502 when the gateway is down', async () => {
    const { t } = await cardApp();
    const noCard = await t.createLink({ paymentMethods: ['PAYPAL'] });
    const refused = await t.inject({
      method: 'POST',
      url: `/public/card/payment-link/${noCard.uuid}`,
    });
    expect(refused.json().errorCode).toBe('PAYMENT_METHOD_NOT_OFFERED');
    const { uuid } = await t.createLink();
    await t.services.linkStates.move(uuid, 'VALID', 'INVALIDATED');
    const invalid = await t.inject({ method: 'POST', url: `/public/card/payment-link/${uuid}` });
    expect([invalid.statusCode, invalid.json().errorCode]).toEqual([
      409,
      'PAYMENT_LINK_INVALIDATED',
    ]);

    const down = await cardApp({ sessionsDown: true });
    const link = await down.t.createLink();
    const response = await down.t.inject({
      method: 'POST',
      url: `/public/card/payment-link/${link.uuid}`,
    });
    expect([response.statusCode, response.json().errorCode]).toEqual([502, 'GATEWAY_UNAVAILABLE']);
  });
});

describe('paying by card', () => {
  it("asks for 3-D Secure's pages in the page's language when the shopper picked one", async () => {
    const { t, fake } = await cardApp();
    const { uuid } = await t.createLink({ locale: 'en_GB' });
    const picked = await pay(
      t,
      uuid,
      { type: 'CARD', cardToken: 'ct_frictionless0001' },
      newKey(),
      'he',
    );
    expect(picked.statusCode).toBe(200);
    expect(fake.calls.payments.at(-1)?.locale).toBe('he-GB');
    const other = await t.createLink({ locale: 'en_GB' });
    await pay(t, other.uuid, { type: 'CARD', cardToken: 'ct_frictionless0001' });
    expect(fake.calls.payments.at(-1)?.locale).toBe('en_GB');
    const refused = await pay(
      t,
      other.uuid,
      { type: 'CARD', cardToken: 'ct_frictionless0001' },
      newKey(),
      'klingon',
    );
    expect(refused.statusCode).toBe(400);
  });

  it('charges a new card once, consumes the link and saves the card for the consumer', async () => {
    const { t, fake } = await cardApp();
    const { uuid } = await t.createLink({ consumerReference: 'c-card' });
    const response = await pay(t, uuid, { type: 'CARD', cardToken: 'ct_frictionless0001' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'COMPLETED',
      transactionId: expect.stringMatching(/^tx_/),
    });
    expect(fake.calls.payments[0]?.card).toMatchObject({
      transactionType: 'preauthAndCapture',
      deviceInformation: device,
    });
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('CONSUMED');
    const assets = await t.services.assets.listForConsumer({
      merchantId: t.merchant.id,
      consumerReference: 'c-card',
    });
    expect(assets.card).toEqual([expect.objectContaining({ lastDigits: '4242', brand: 'VISA' })]);
    expect(assets.card[0]).not.toHaveProperty('gatewayCardToken');
    const merchantView = await t.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${uuid}`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    expect(merchantView.json().transactions).toEqual([
      expect.objectContaining({ status: 'COMPLETED', paymentMethod: 'CARD' }),
    ]);
  });

  it('authorises only with preauth, and saves nothing for a link without consumer', async () => {
    const { t } = await cardApp();
    const { uuid } = await t.createLink({
      paymentSettings: { card: { transactionType: 'preauth' } },
    });
    const response = await pay(t, uuid, { type: 'CARD', cardToken: 'ct_frictionless0002' });
    expect(response.json().status).toBe('AUTHORIZED');
  });

  it('pays with a saved card of the same consumer only', async () => {
    const { t, fake } = await cardApp();
    const owner = { merchantId: t.merchant.id, consumerReference: 'c-saved' };
    const cardId = await t.services.assets.insert(owner, {
      type: 'CARD',
      details: {
        holder: 'Ana',
        firstDigits: '424242',
        lastDigits: '4242',
        brand: 'VISA',
        expiryMonth: 12,
        expiryYear: 2099,
        qualified: true,
        issuingCountryCode: 'DE',
        authenticationStatus: 'Auth3ds2',
        gatewayCardToken: 'ct_frictionlessSaved1',
      },
    });
    const stranger = await t.createLink({ consumerReference: 'c-other' });
    const stolen = await pay(t, stranger.uuid, { type: 'CARD', id: cardId });
    expect([stolen.statusCode, stolen.json().errorCode]).toEqual([404, 'ASSET_NOT_FOUND']);
    expect((await t.services.links.findByUuid(stranger.uuid))?.status).toBe('VALID');

    const own = await t.createLink({ consumerReference: 'c-saved' });
    const response = await pay(t, own.uuid, { type: 'CARD', id: cardId });
    expect(response.json().status).toBe('COMPLETED');
    expect(fake.calls.payments.at(-1)?.card?.cardToken).toBe('ct_frictionlessSaved1');
    const transactions = await t.services.transactions.listByLink(own.uuid);
    expect(transactions[0]?.assetId).toBe(cardId);
  });

  it('gives the link back after a refusal, so the shopper can pay with another card', async () => {
    const { t } = await cardApp();
    const { uuid } = await t.createLink();
    const refused = await pay(t, uuid, { type: 'CARD', cardToken: 'ct_refused000001' });
    expect(refused.json().status).toBe('REFUSED');
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('VALID');
    const retry = await pay(t, uuid, { type: 'CARD', cardToken: 'ct_frictionless0003' });
    expect(retry.json().status).toBe('COMPLETED');
  });

  it('answers PENDING with the challenge, and finishes after the 3-D Secure step', async () => {
    const { t } = await cardApp();
    const { uuid } = await t.createLink();
    const first = await pay(t, uuid, { type: 'CARD', cardToken: 'ct_challenge00001' });
    expect(first.json()).toMatchObject({
      status: 'PENDING',
      asynchronous: { threeDSecure2Challenge: expect.any(String) },
    });
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('PROCESSING_PAYMENT');
    const url = `/public/payment-link/${uuid}/transaction/${first.json().transactionId}/three-d-secure`;
    const done = await t.inject({ method: 'POST', url, payload: { step: 'challenge' } });
    expect(done.json()).toEqual({ status: 'COMPLETED', transactionId: first.json().transactionId });
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('CONSUMED');
    const other = await t.createLink();
    const wrongLink = await t.inject({
      method: 'POST',
      url: `/public/payment-link/${other.uuid}/transaction/${first.json().transactionId}/three-d-secure`,
      payload: { step: 'challenge' },
    });
    expect([wrongLink.statusCode, wrongLink.json().errorCode]).toEqual([
      404,
      'TRANSACTION_NOT_FOUND',
    ]);
  });

  it('goes from fingerprint to challenge when the gateway asks for both', async () => {
    const { t } = await cardApp();
    const { uuid } = await t.createLink();
    const first = await pay(t, uuid, { type: 'CARD', cardToken: 'ct_fingerprint0001' });
    expect(first.json().asynchronous).toEqual({ threeDSecure2Fingerprint: expect.any(String) });
    const url = `/public/payment-link/${uuid}/transaction/${first.json().transactionId}/three-d-secure`;
    const next = await t.inject({
      method: 'POST',
      url,
      payload: { step: 'fingerprint', threeDSCompInd: 'N' },
    });
    expect(next.json()).toMatchObject({
      status: 'PENDING',
      asynchronous: { threeDSecure2Challenge: expect.any(String) },
    });
  });

  it('frees the link when the gateway refuses the request, keeps it in payment when the gateway is silent', async () => {
    const { t } = await cardApp();
    const rejected = await t.createLink();
    const bad = await pay(t, rejected.uuid, { type: 'CARD', cardToken: 'ct_rejected00001' });
    expect(bad.statusCode).toBe(400);
    expect((await t.services.links.findByUuid(rejected.uuid))?.status).toBe('VALID');
    const silent = await t.createLink();
    const offline = await pay(t, silent.uuid, { type: 'CARD', cardToken: 'ct_offline000001' });
    expect([offline.statusCode, offline.json().errorCode]).toEqual([502, 'GATEWAY_UNAVAILABLE']);
    expect((await t.services.links.findByUuid(silent.uuid))?.status).toBe('PROCESSING_PAYMENT');
  });

  it('refuses malformed device information and links in every other status', async () => {
    const { t } = await cardApp();
    const { uuid } = await t.createLink();
    const malformed = await t.inject({
      method: 'POST',
      url: `/public/payment-link/${uuid}/transaction`,
      headers: { [IDEMPOTENCY_HEADER]: newKey() },
      payload: {
        ...accepted(),
        payment: { asset: { type: 'CARD', cardToken: 'ct_frictionless0004' } },
        deviceInformation: {
          ...device,
          colorDepth: 'deep',
          language: 'x'.repeat(40),
          deviceType: 'phone',
        },
      },
    });
    expect(malformed.statusCode).toBe(400);
    const fields = malformed.json().fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.deviceInformation.colorDepth',
        'body.deviceInformation.language',
        'body.deviceInformation.deviceType',
      ]),
    );

    for (const [status, code] of [
      ['INVALIDATED', 'PAYMENT_LINK_INVALIDATED'],
      ['EXPIRED', 'PAYMENT_LINK_EXPIRED'],
    ] as const) {
      const link = await t.createLink();
      await t.services.linkStates.move(link.uuid, 'VALID', status);
      const response = await pay(t, link.uuid, { type: 'CARD', cardToken: 'ct_frictionless0005' });
      expect([response.statusCode, response.json().errorCode]).toEqual([409, code]);
    }
    const paid = await t.createLink();
    await pay(t, paid.uuid, { type: 'CARD', cardToken: 'ct_frictionless0006' });
    const again = await pay(t, paid.uuid, { type: 'CARD', cardToken: 'ct_frictionless0007' });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'PAYMENT_LINK_CONSUMED']);
  });
});

describe('exactly one charge per link', () => {
  it('needs an Idempotency-Key, replays the stored answer, and refuses the key for another body', async () => {
    const { t, fake } = await cardApp();
    const { uuid } = await t.createLink();
    const missing = await pay(t, uuid, { type: 'CARD', cardToken: 'ct_frictionless0008' }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[0].field).toBe(`headers.${IDEMPOTENCY_HEADER}`);
    const key = newKey();
    const first = await pay(t, uuid, { type: 'CARD', cardToken: 'ct_frictionless0008' }, key);
    const replay = await pay(t, uuid, { type: 'CARD', cardToken: 'ct_frictionless0008' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(fake.calls.createPayment).toBe(1);
    const other = await pay(t, uuid, { type: 'CARD', cardToken: 'ct_frictionless0009' }, key);
    expect([other.statusCode, other.json().errorCode]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
  });

  it('answers 409 to the same key while the first request is in flight', async () => {
    const { t, fake } = await cardApp({ delayMs: 150 });
    const { uuid } = await t.createLink();
    const key = newKey();
    const [a, b] = await Promise.all([
      pay(t, uuid, { type: 'CARD', cardToken: 'ct_frictionless0010' }, key),
      pay(t, uuid, { type: 'CARD', cardToken: 'ct_frictionless0010' }, key),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json().errorCode).toBe(
      'IDEMPOTENCY_KEY_IN_USE',
    );
    expect(fake.calls.createPayment).toBe(1);
  });

  it('charges once when 20 payments of one link race (double clicks, two tabs, two devices)', async () => {
    const { t, fake } = await cardApp({ delayMs: 20 });
    const { uuid } = await t.createLink();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pay(t, uuid, { type: 'CARD', cardToken: `ct_frictionless01${String(i).padStart(2, '0')}` }),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(fake.calls.createPayment).toBe(1);
    expect(await t.services.transactions.listByLink(uuid)).toHaveLength(1);
  });
});
