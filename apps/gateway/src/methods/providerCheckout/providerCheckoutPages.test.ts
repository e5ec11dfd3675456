import { afterEach, describe, expect, it } from 'vitest';
import { IDEAL_ISSUERS } from '@paypage/contract/methods/providerCheckoutSandbox';
import { approvalPath } from '../../payments/gatewayMethod';
import { SHOPPER_STEP_WINDOWS_S } from '../../payments/shopperStepWindows';
import { expireOverduePayments } from '../../payments/expiry';
import { SESSION_DATA_HEADER } from './checkoutCallsRoutes';
import type { TestGateway } from '../../testing/testGateway';
import { postForm } from '../../testing/cardHelpers';
import {
  age,
  cancelAtCheckout,
  checkoutGateway,
  openCheckout,
  openSession,
  paymentOf,
  RETURN_URL,
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

const decide = (gateway: TestGateway, paymentId: string, form: Record<string, string>) =>
  postForm(gateway, approvalPath(paymentId), form);

const status = (gateway: TestGateway, sessionId: string, sessionData?: string) =>
  gateway.app.inject({
    method: 'GET',
    url: `/hosted/checkout/${sessionId}/status`,
    headers: sessionData ? { [SESSION_DATA_HEADER]: sessionData } : {},
  });

describe('GET /hosted/checkout/{id}', () => {
  it('opens only with the session’s data and client key', async () => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'BANCONTACT_MOBILE');
    const variants = [
      `/hosted/checkout/${session.id}`,
      `/hosted/checkout/${session.id}?sessionData=${session.sessionData}`,
      `/hosted/checkout/${session.id}?sessionData=${session.sessionData.slice(1)}x&clientKey=${session.clientKey}`,
      `/hosted/checkout/${session.id}?sessionData=${session.sessionData}&clientKey=test_0000000000`,
      `/hosted/checkout/cks_unknownsession00?sessionData=${session.sessionData}&clientKey=${session.clientKey}`,
    ];
    for (const url of variants) {
      const response = await checkout.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'fr-BE' },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Session de paiement introuvable');
    }
    const malformed = await checkout.app.inject({ method: 'GET', url: '/hosted/checkout/nope' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-type']).toContain('text/html');
    expect((await openCheckout(checkout, session)).statusCode).toBe(200);
  });

  it('sends the shopper back once the payment is decided (the back button, a second tab)', async () => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'BANCONTACT_MOBILE');
    await cancelAtCheckout(checkout, session);
    const again = await openCheckout(checkout, session);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(RETURN_URL);
  });

  it('refuses a session past its 15 minutes as EXPIRED and sends the shopper back', async () => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'BANCONTACT_MOBILE');
    await age(checkout, session.payment.id, 16);
    const late = await openCheckout(checkout, session);
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toBe(RETURN_URL);
    expect(await paymentOf(checkout, session.payment.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'EXPIRED',
    });
    expect(await webhookStatuses(checkout)).toEqual(['PENDING', 'REFUSED']);
  });
});

describe('a checkout nobody comes back to', () => {
  it('is refused as EXPIRED when its session runs out, with its webhook, unopened', async () => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'IDEAL');
    expect(session.expiresAt).toBe(
      new Date(
        Date.parse(session.payment.createdAt) + SHOPPER_STEP_WINDOWS_S.providerCheckout * 1000,
      ).toISOString(),
    );
    // Within the window the sweep leaves it open.
    expect(
      await expireOverduePayments(checkout.db, new Date(Date.parse(session.expiresAt) - 1)),
    ).toBe(0);
    expect(await paymentOf(checkout, session.payment.id)).toMatchObject({ status: 'PENDING' });
    expect(await expireOverduePayments(checkout.db, new Date(Date.parse(session.expiresAt)))).toBe(
      1,
    );
    expect(await paymentOf(checkout, session.payment.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'EXPIRED',
    });
    expect(await webhookStatuses(checkout)).toEqual(['PENDING', 'REFUSED']);
  });
});

describe('iDEAL', () => {
  it('goes on to the bank: the banks of iDEAL by name, one decision button each', async () => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'IDEAL');
    const opening = await openCheckout(checkout, session);
    expect(opening.statusCode).toBe(303);
    expect(opening.headers.location).toBe(approvalPath(session.payment.id));
    const bank = await checkout.app.inject({
      method: 'GET',
      url: approvalPath(session.payment.id),
    });
    expect(bank.statusCode).toBe(200);
    expect(bank.body).toContain('<html lang="nl" dir="ltr">');
    expect(bank.body).toContain('<legend>Uw bank</legend>');
    for (const issuer of IDEAL_ISSUERS) {
      expect(bank.body).toContain(`value="${issuer.bic}"`);
      expect(bank.body).toContain(issuer.name);
    }
    expect(bank.body).toContain('value="approve" class="primary">Betaling goedkeuren');
    expect(bank.body).toContain('value="decline">Betaling weigeren');
    expect(bank.body).toContain('value="cancel">Betaling annuleren');
    // Its form is answered by a redirect to the payment page, which the policy must allow.
    expect(bank.headers['content-security-policy']).toContain(
      "form-action 'self' http://localhost:8080",
    );
  });

  it.each([
    ['approve', { status: 'SUCCESS', details: { bankBic: 'RABONL2U', bankName: 'Rabobank' } }],
    [
      'decline',
      {
        status: 'REFUSED',
        refusalReason: 'DECLINED',
        details: { bankBic: 'RABONL2U', bankName: 'Rabobank' },
      },
    ],
    ['cancel', { status: 'REFUSED', refusalReason: 'CANCELLED' }],
  ])('%s at the bank decides the payment and goes back to the page', async (decision, result) => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'IDEAL');
    const answer = await decide(checkout, session.payment.id, { decision, choice: 'RABONL2U' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(RETURN_URL);
    expect(await paymentOf(checkout, session.payment.id)).toMatchObject(result);
    expect(await webhookStatuses(checkout)).toEqual(['PENDING', result.status]);
  });

  it('refuses a bank the scheme does not have, and a decision after the deadline expires', async () => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'IDEAL');
    const unknown = await decide(checkout, session.payment.id, {
      decision: 'approve',
      choice: 'FAKENL2A',
    });
    expect(unknown.statusCode).toBe(400);
    await age(checkout, session.payment.id, 90);
    await decide(checkout, session.payment.id, { decision: 'approve', choice: 'INGBNL2A' });
    expect(await paymentOf(checkout, session.payment.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'EXPIRED',
    });
  });
});

describe('Bancontact mobile', () => {
  it('shows a QR code and an app link to the app page, and watches the payment', async () => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'BANCONTACT_MOBILE', { locale: 'fr_BE' });
    const page = await openCheckout(checkout, session);
    expect(page.statusCode).toBe(200);
    const appUrl = `http://localhost:8081${approvalPath(session.payment.id)}`;
    expect(page.body).toContain('<h1>Payer avec l’application Bancontact</h1>');
    expect(page.body).toMatch(
      /<svg class="checkout-qr__code" viewBox="0 0 (\d+) \1" role="img" aria-label="Code QR pour payer avec l’application Bancontact"/,
    );
    expect(page.body).toContain(`<a class="checkout-button" href="${appUrl}" target="_blank"`);
    expect(page.body).toContain(`>${appUrl}</a>`);
    expect(page.body).toContain('role="status"');
    expect(page.body).toContain('49,90');
    expect(page.body).toContain('src="/hosted/assets/checkoutMobile.js?v=');
    const policy = page.headers['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("form-action 'self' http://localhost:8080");
    expect(policy).not.toContain('frame-src');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('tells the checkout’s script how the payment stands, to the session’s holder only', async () => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'BANCONTACT_MOBILE');
    expect((await status(checkout, session.id)).statusCode).toBe(404);
    expect((await status(checkout, session.id, 'x'.repeat(43))).statusCode).toBe(404);
    const waiting = await status(checkout, session.id, session.sessionData);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toEqual({ status: 'PENDING', action: session.payment.action });

    const app = await decide(checkout, session.payment.id, { decision: 'approve' });
    expect(app.statusCode).toBe(200);
    expect(app.body).toContain('<h1>Betaling goedgekeurd</h1>');
    expect(app.body).not.toContain('<form');
    const decided = await status(checkout, session.id, session.sessionData);
    expect(decided.json()).toEqual({ status: 'SUCCESS', returnUrl: RETURN_URL });
  });

  it('is rejected in the app or cancelled at the checkout: the shopper’s own no, CANCELLED', async () => {
    const checkout = await gateway();
    const rejected = await openSession(checkout, 'BANCONTACT_MOBILE');
    const app = await checkout.app.inject({
      method: 'GET',
      url: approvalPath(rejected.payment.id),
    });
    expect(app.body).toContain('value="approve" class="primary">Betaling bevestigen');
    expect(app.body).toContain('value="cancel">Betaling afwijzen');
    const done = await decide(checkout, rejected.payment.id, { decision: 'cancel' });
    expect(done.body).toContain('<h1>Betaling geannuleerd</h1>');
    expect(await paymentOf(checkout, rejected.payment.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'CANCELLED',
    });

    const cancelled = await openSession(checkout, 'BANCONTACT_MOBILE');
    const answer = await cancelAtCheckout(checkout, cancelled);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(RETURN_URL);
    expect(await paymentOf(checkout, cancelled.payment.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'CANCELLED',
    });
  });

  it('cancels nothing without the session’s data', async () => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'BANCONTACT_MOBILE');
    const answer = await postForm(checkout, `/hosted/checkout/${session.id}/cancel`, {
      sessionData: 'not-the-session-data-at-all',
    });
    expect(answer.statusCode).toBe(404);
    expect(await paymentOf(checkout, session.payment.id)).toMatchObject({ status: 'PENDING' });
  });

  it('has no approval page for Bancontact card payments', async () => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'BANCONTACT_CARD');
    const page = await checkout.app.inject({
      method: 'GET',
      url: approvalPath(session.payment.id),
    });
    expect(page.statusCode).toBe(404);
  });
});
