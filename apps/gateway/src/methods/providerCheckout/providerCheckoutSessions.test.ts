import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutSessionResponseSchema } from '@paypage/contract/methods/providerCheckout';
import { Compile } from 'typebox/compile';
import { clientKeyOf } from './checkoutSession';
import { AUTH, createPayment, type TestGateway } from '../../testing/testGateway';
import {
  checkoutGateway,
  openSession,
  postSession,
  RETURN_URL,
  sessionRequest,
  webhookStatuses,
} from '../../testing/providerCheckoutHelpers';

const opened: TestGateway[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((gateway) => gateway.close()));
});
async function gateway() {
  const started = await checkoutGateway();
  opened.push(started);
  return started;
}

const isSessionResponse = Compile(CheckoutSessionResponseSchema);

describe('POST /v1/checkout/sessions', () => {
  it.each(['IDEAL', 'BANCONTACT_CARD', 'BANCONTACT_MOBILE'] as const)(
    'opens a %s checkout: a PENDING payment and its session, news for the service at once',
    async (method) => {
      const checkout = await gateway();
      const response = await postSession(checkout, sessionRequest(method));
      expect(response.statusCode).toBe(201);
      const session = response.json();
      const { id, sessionData, clientKey } = session;
      expect(isSessionResponse.Check({ id, sessionData, clientKey })).toBe(true);
      expect(session.id).toMatch(/^cks_/);
      expect(session.sessionData.length).toBeGreaterThanOrEqual(32);
      expect(session.clientKey).toBe(clientKeyOf('http://localhost:8081'));
      // The provider checkout's window: 15 minutes (payments/shopperStepWindows).
      expect(Date.parse(session.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
      expect(session.payment).toMatchObject({ waitsOnShopper: true });
      expect(session.payment).toMatchObject({ status: 'PENDING', method, amount: 4990 });
      expect(session.payment.action).toEqual({
        type: 'redirect',
        redirectUrl: `/hosted/checkout/${session.id}?sessionData=${session.sessionData}&clientKey=${session.clientKey}`,
      });
      expect(await webhookStatuses(checkout)).toEqual(['PENDING']);
    },
  );

  it('answers the same session for the same reference, and 409 for another payment', async () => {
    const checkout = await gateway();
    const body = sessionRequest('IDEAL');
    const first = (await postSession(checkout, body)).json();
    const again = await postSession(checkout, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, sessionData: first.sessionData });
    const other = await postSession(checkout, { ...body, amount: 100 });
    expect(other.statusCode).toBe(409);
    const otherMethod = await postSession(checkout, { ...body, method: 'BANCONTACT_MOBILE' });
    expect(otherMethod.statusCode).toBe(409);
    expect(await webhookStatuses(checkout)).toEqual(['PENDING']);
  });

  it.each([
    ['a method without a checkout', { method: 'CARD' }, '/method'],
    ['no return address', { returnUrl: undefined }, '/returnUrl'],
    ['a return address that is no web address', { returnUrl: 'javascript:alert(1)' }, '/returnUrl'],
    ['a negative amount', { amount: -1 }, '/amount'],
    ['another currency than the euro', { currency: 'KRW' }, '/currency'],
    ['an unknown field', { issuer: 'INGBNL2A' }, ''],
  ])('refuses %s with the failing field', async (_name, change, field) => {
    const checkout = await gateway();
    const response = await postSession(checkout, { ...sessionRequest('IDEAL'), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('needs the API key', async () => {
    const checkout = await gateway();
    const response = await checkout.app.inject({
      method: 'POST',
      url: '/v1/checkout/sessions',
      payload: sessionRequest('IDEAL'),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /v1/payments of a provider checkout method', () => {
  it('makes the same checkout: PENDING with the checkout as the next step', async () => {
    const checkout = await gateway();
    const payment = await createPayment(checkout, {
      method: 'BANCONTACT_MOBILE',
      returnUrl: RETURN_URL,
    });
    expect(payment.status).toBe('PENDING');
    expect(payment.action).toMatchObject({
      type: 'redirect',
      redirectUrl: expect.stringMatching(
        /^\/hosted\/checkout\/cks_[^?]+\?sessionData=.+&clientKey=test_/,
      ),
    });
  });

  it('refuses one without a return address or with details', async () => {
    const checkout = await gateway();
    const withoutReturn = await checkout.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: AUTH,
      payload: { ...sessionRequest('IDEAL'), returnUrl: undefined },
    });
    expect(withoutReturn.statusCode).toBe(400);
    expect(withoutReturn.json().fields).toEqual([
      { field: '/returnUrl', message: 'is required: the checkout sends the shopper back' },
    ]);
    const withDetails = await checkout.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: AUTH,
      payload: { ...sessionRequest('IDEAL'), details: { bank: 'INGBNL2A' } },
    });
    expect(withDetails.statusCode).toBe(400);
  });

  it('keeps sessions apart: each payment has its own', async () => {
    const checkout = await gateway();
    const one = await openSession(checkout, 'IDEAL');
    const two = await openSession(checkout, 'IDEAL');
    expect(one.id).not.toBe(two.id);
    expect(one.sessionData).not.toBe(two.sessionData);
    expect(one.clientKey).toBe(two.clientKey);
  });
});
