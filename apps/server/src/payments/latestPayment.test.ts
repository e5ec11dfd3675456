import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fakeGateway, type FakeGatewayOptions } from '../testing/fakeGateway';
import { latestPayment, payByCard } from '../testing/processingHelpers';
import { START_ROUTES } from '../testing/startRoutes';
import { accepted, startTestApp } from '../testing/testApp';

async function appWith(options: FakeGatewayOptions = {}) {
  const fake = fakeGateway(options);
  const t = await startTestApp({}, { gateway: fake.gateway });
  return { t, fake };
}

describe('GET /public/payment-link/{uuid}/latest-payment', () => {
  it('answers 404 for an unknown link, and PAYMENT_NOT_FOUND for a link not paid yet', async () => {
    const { t } = await appWith();
    const unknown = await latestPayment(t, randomUUID());
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'NOT_FOUND']);
    const { uuid } = await t.createLink();
    const none = await latestPayment(t, uuid);
    expect([none.statusCode, none.json().errorCode]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    expect(none.json().fields).toEqual([{ field: 'params.uuid', message: expect.any(String) }]);
    expect((await latestPayment(t, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('offers the 3-D Secure step the shopper left: the challenge, or the fingerprint', async () => {
    const { t } = await appWith();
    const challenged = await t.createLink();
    const paying = (await payByCard(t, challenged.uuid, 'ct_challenge_0001')).json();
    const answer = await latestPayment(t, challenged.uuid);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      transactionId: paying.transactionId,
      paymentMethod: 'CARD',
      status: 'PENDING',
      linkStatus: 'PROCESSING_PAYMENT',
      waitsOnShopper: true,
      continueAt: { threeDSecure2Challenge: paying.asynchronous.threeDSecure2Challenge },
      updatedAt: expect.any(String),
    });
    const fingerprinted = await t.createLink();
    await payByCard(t, fingerprinted.uuid, 'ct_fingerprint_0001');
    expect((await latestPayment(t, fingerprinted.uuid)).json()).toMatchObject({
      waitsOnShopper: true,
      continueAt: { threeDSecure2Fingerprint: 'eyJ0aHJlZURTIjoieCJ9' },
    });
  });

  it("sends the shopper back to the bank's page on the gateway's origin", async () => {
    const { t } = await appWith({
      startOther: (body) => ({
        status: 'PENDING',
        action: { type: 'redirect', redirectUrl: `/hosted/approve/${body.reference}` },
        waitsOnShopper: true,
      }),
    });
    const { uuid } = await t.createLink({ paymentMethods: ['REQUEST_TO_PAY'] });
    const started = await t.inject({
      method: 'POST',
      url: `/public/request-to-pay/payment-link/${uuid}`,
      headers: { 'idempotency-key': `latest-${Date.now()}` },
      payload: accepted(),
    });
    const { paymentUuid } = started.json();
    expect((await latestPayment(t, uuid)).json()).toMatchObject({
      transactionId: paymentUuid,
      paymentMethod: 'REQUEST_TO_PAY',
      waitsOnShopper: true,
      continueAt: { redirectUrl: `${t.gatewayOrigin}/hosted/approve/${paymentUuid}` },
    });
  });

  it('does not offer a cancel of a payment no longer waiting on the shopper (a bank confirming)', async () => {
    const { t } = await appWith({ startOther: () => ({ status: 'PENDING' }) });
    const { uuid } = await t.createLink({ paymentMethods: ['TRUSTLY'] });
    const trustly = START_ROUTES.find((start) => start.name === 'Trustly');
    const { url, body } = (await trustly?.start(t, uuid)) ?? { url: '', body: {} };
    await t.inject({
      method: 'POST',
      url,
      headers: { 'idempotency-key': `latest-${Date.now()}` },
      payload: { ...body, ...accepted() },
    });
    const answer = (await latestPayment(t, uuid)).json();
    expect(answer).toMatchObject({ status: 'PENDING', waitsOnShopper: false });
    expect(answer.continueAt).toBeUndefined();
  });

  it('reads the outcome from the gateway when its webhook is late, and names the newest payment', async () => {
    const { t, fake } = await appWith();
    const { uuid } = await t.createLink();
    const refused = (await payByCard(t, uuid, 'ct_refused_0001')).json();
    expect((await latestPayment(t, uuid)).json()).toMatchObject({
      transactionId: refused.transactionId,
      status: 'REFUSED',
      linkStatus: 'VALID',
      waitsOnShopper: false,
    });
    const second = (await payByCard(t, uuid, 'ct_challenge_0002')).json();
    // The shopper passed the challenge; the gateway's webhook has not arrived yet.
    fake.decide(second.transactionId, { status: 'SUCCESS', action: undefined });
    const answer = (await latestPayment(t, uuid)).json();
    expect(answer).toMatchObject({
      transactionId: second.transactionId,
      status: 'COMPLETED',
      linkStatus: 'CONSUMED',
      waitsOnShopper: false,
    });
    expect(answer.continueAt).toBeUndefined();
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('CONSUMED');
  });
});
