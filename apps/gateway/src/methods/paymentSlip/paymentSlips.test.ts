import { afterEach, describe, expect, it } from 'vitest';
import Value from 'typebox/value';
import { GatewayPaymentSchema, type GatewayPayment } from '@paypage/contract/gatewayApi';
import {
  GatewayPaymentSlipSchema,
  type GatewayPaymentSlip,
} from '@paypage/contract/methods/paymentSlip';
import { isCreditorReference, isValidIban, maskIban } from '@paypage/contract/iban';
import { paymentSlipMethod } from './paymentSlipMethod';
import { refuseOverdueSlips } from './slipOutcomes';
import {
  AUTH,
  createPayment,
  paymentRequest,
  settle,
  startTestGateway,
  type TestGateway,
} from '../../testing/testGateway';

const opened: TestGateway[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((gateway) => gateway.close()));
});

async function slipGateway() {
  const gateway = await startTestGateway({}, { methods: [paymentSlipMethod] });
  opened.push(gateway);
  return gateway;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const slipRequest = (details: Record<string, unknown> = {}) => ({
  method: 'PAYMENT_SLIP' as const,
  amount: 4990,
  details: {
    customerName: 'Alex Example',
    creditorName: 'Demo Shop GmbH',
    dueDate: inDays(7),
    ...details,
  },
});

const slipOf = (gateway: TestGateway, id: string) =>
  gateway.app.inject({ method: 'GET', url: `/v1/payment-slips/${id}`, headers: AUTH });

const sandboxCall = (gateway: TestGateway, id: string, what: string) =>
  gateway.app.inject({
    method: 'POST',
    url: `/v1/sandbox/payment-slips/${id}/${what}`,
    headers: AUTH,
  });

const bankDecision = (gateway: TestGateway, id: string, decision: string) =>
  gateway.app.inject({
    method: 'POST',
    url: `/hosted/payment-slips/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision }).toString(),
  });

const webhooks = async (gateway: TestGateway) =>
  (await gateway.db.selectFrom('webhook_outbox').select('body').execute()).map(
    (row) => JSON.parse(row.body).data as GatewayPayment,
  );

describe('a payment slip is issued', () => {
  it('starts PENDING with its own account and reference; the service is told at once', async () => {
    const gateway = await slipGateway();
    const payment = await createPayment(gateway, slipRequest({ processingOption: 'giro' }));
    expect(Value.Check(GatewayPaymentSchema, payment)).toBe(true);
    expect(payment.status).toBe('PENDING');
    expect(payment.action).toBeUndefined();
    const details = payment.details ?? {};
    expect(details).toMatchObject({
      customerName: 'Alex Example',
      creditorName: 'Demo Shop GmbH',
      processingOption: 'giro',
    });
    expect(isCreditorReference(String(details.creditorReference))).toBe(true);
    expect(details.maskedIban).toMatch(/^DE\*{16}[0-9]{4}$/);

    const slip = (await slipOf(gateway, payment.id)).json<GatewayPaymentSlip>();
    expect(Value.Check(GatewayPaymentSlipSchema, slip)).toBe(true);
    expect(slip.iban).toMatch(/^DE[0-9]{2}99960000[0-9]{10}$/);
    expect(isValidIban(slip.iban)).toBe(true);
    expect(maskIban(slip.iban)).toBe(details.maskedIban);
    expect(slip.creditorReference).toBe(details.creditorReference);
    expect(slip.dueDate).toBe(details.dueDate);
    // The full IBAN never travels in the payment or its webhook: only the masked one.
    const sent = await webhooks(gateway);
    expect(sent.map((p) => p.status)).toEqual(['PENDING']);
    expect(JSON.stringify(sent)).not.toContain(slip.iban);
    expect(JSON.stringify(payment)).not.toContain(slip.iban);
  });

  it('gives every slip another account and another reference', async () => {
    const gateway = await slipGateway();
    const slips = [];
    for (let n = 0; n < 20; n++) {
      const payment = await createPayment(gateway, slipRequest());
      slips.push((await slipOf(gateway, payment.id)).json<GatewayPaymentSlip>());
    }
    expect(new Set(slips.map((slip) => slip.iban)).size).toBe(20);
    expect(new Set(slips.map((slip) => slip.creditorReference)).size).toBe(20);
  });

  it('answers the same slip to the same reference (the service retrying)', async () => {
    const gateway = await slipGateway();
    const request = paymentRequest(slipRequest());
    const send = () =>
      gateway.app.inject({ method: 'POST', url: '/v1/payments', headers: AUTH, payload: request });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().details).toEqual(first.json().details);
    expect(
      await gateway.db.selectFrom('payment_slips').select('payment_id').execute(),
    ).toHaveLength(1);
  });

  it.each([
    ['no details', { method: 'PAYMENT_SLIP' as const }, '/details'],
    ['a name with markup', slipRequest({ customerName: 'Alex <b>' }), '/details/customerName'],
    [
      'a name of 71 letters',
      slipRequest({ customerName: 'a'.repeat(71) }),
      '/details/customerName',
    ],
    ['no creditor', slipRequest({ creditorName: '' }), '/details/creditorName'],
    ['an unknown field', slipRequest({ iban: 'DE89370400440532013000' }), '/details'],
    ['a due date passed', slipRequest({ dueDate: inDays(-1) }), '/details/dueDate'],
    ['another currency', { ...slipRequest(), currency: 'SGD' as const }, '/currency'],
    ['an amount of 0', { ...slipRequest(), amount: 0 }, '/amount'],
  ])('refuses %s with the failing field', async (_what, overrides, field) => {
    const gateway = await slipGateway();
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: AUTH,
      payload: paymentRequest(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await gateway.db.selectFrom('payment_slips').select('payment_id').execute()).toEqual([]);
  });

  it('asks for the API key; an unknown slip is 404', async () => {
    const gateway = await slipGateway();
    const payment = await createPayment(gateway, slipRequest());
    const anonymous = await gateway.app.inject({
      method: 'GET',
      url: `/v1/payment-slips/${payment.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await slipOf(gateway, 'gp_unknown000000')).statusCode).toBe(404);
    const card = await createPayment(gateway, { method: 'IDEAL' });
    expect((await slipOf(gateway, card.id)).statusCode).toBe(404);
  });
});

describe('the sandbox bank decides a slip', () => {
  it('transfer received: SUCCESS with when it arrived, one webhook; then nothing changes it', async () => {
    const gateway = await slipGateway();
    const payment = await createPayment(gateway, slipRequest());
    const received = await sandboxCall(gateway, payment.id, 'transfer-received');
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({
      status: 'SUCCESS',
      details: { customerName: 'Alex Example' },
    });
    expect(Date.parse(received.json().details.receivedAt)).not.toBeNaN();
    expect((await sandboxCall(gateway, payment.id, 'transfer-received')).statusCode).toBe(409);
    expect((await sandboxCall(gateway, payment.id, 'due-date-passed')).statusCode).toBe(409);
    expect((await webhooks(gateway)).map((p) => p.status)).toEqual(['PENDING', 'SUCCESS']);
  });

  it('not received by the due date: REFUSED with EXPIRED; a late transfer is sent back', async () => {
    const gateway = await slipGateway();
    const payment = await createPayment(gateway, slipRequest());
    const refused = await sandboxCall(gateway, payment.id, 'due-date-passed');
    expect(refused.json()).toMatchObject({ status: 'REFUSED', refusalReason: 'EXPIRED' });
    expect((await sandboxCall(gateway, payment.id, 'transfer-received')).statusCode).toBe(409);
    expect((await webhooks(gateway)).map((p) => [p.status, p.refusalReason])).toEqual([
      ['PENDING', undefined],
      ['REFUSED', 'EXPIRED'],
    ]);
  });

  it('the settle call decides a slip too (SUCCESS: the transfer arrived)', async () => {
    const gateway = await slipGateway();
    const payment = await createPayment(gateway, slipRequest());
    expect((await settle(gateway, payment.id, 'SUCCESS')).json().status).toBe('SUCCESS');
    expect((await sandboxCall(gateway, payment.id, 'transfer-received')).statusCode).toBe(409);
  });

  it('knows only slips: another payment or an unknown id is 404', async () => {
    const gateway = await slipGateway();
    const other = await createPayment(gateway, { method: 'IDEAL' });
    expect((await sandboxCall(gateway, other.id, 'transfer-received')).statusCode).toBe(404);
    expect((await sandboxCall(gateway, other.id, 'due-date-passed')).statusCode).toBe(404);
    expect((await sandboxCall(gateway, 'gp_unknown000000', 'due-date-passed')).statusCode).toBe(
      404,
    );
  });
});

describe('the due date', () => {
  it('passes by itself: the sweep refuses slips due, and leaves the others', async () => {
    const gateway = await slipGateway();
    const soon = await createPayment(gateway, slipRequest({ dueDate: inDays(1) }));
    const later = await createPayment(gateway, slipRequest({ dueDate: inDays(7) }));
    expect(await refuseOverdueSlips(gateway.db, new Date(Date.now() + 2 * 86_400_000))).toBe(1);
    const statusOf = async (id: string) =>
      (
        await gateway.app.inject({ method: 'GET', url: `/v1/payments/${id}`, headers: AUTH })
      ).json();
    expect(await statusOf(soon.id)).toMatchObject({ status: 'REFUSED', refusalReason: 'EXPIRED' });
    expect((await statusOf(later.id)).status).toBe('PENDING');
    expect(await refuseOverdueSlips(gateway.db, new Date(Date.now() + 2 * 86_400_000))).toBe(0);
  });

  it('is looked at before the account is shown, and before a transfer is taken', async () => {
    const gateway = await slipGateway();
    const first = await createPayment(gateway, slipRequest());
    const second = await createPayment(gateway, slipRequest());
    // Both due a moment ago, the sweep not yet run.
    await gateway.db
      .updateTable('payment_slips')
      .set({ due_at: inDays(-0.001) })
      .execute();
    expect((await slipOf(gateway, first.id)).statusCode).toBe(200);
    const firstNow = await gateway.app.inject({
      method: 'GET',
      url: `/v1/payments/${first.id}`,
      headers: AUTH,
    });
    expect(firstNow.json()).toMatchObject({ status: 'REFUSED', refusalReason: 'EXPIRED' });
    const late = await sandboxCall(gateway, second.id, 'transfer-received');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/due date/);
  });
});

describe('the sandbox bank page', () => {
  it('lists the open slips with their facts and two decisions each, without script', async () => {
    const gateway = await slipGateway();
    const payment = await createPayment(
      gateway,
      slipRequest({ customerName: 'Jo <Tester>'.replace(/[<>]/g, '') }),
    );
    const slip = (await slipOf(gateway, payment.id)).json<GatewayPaymentSlip>();
    const page = await gateway.app.inject({ method: 'GET', url: '/hosted/payment-slips' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('Incoming transfers for payment slips');
    expect(page.body).toContain(slip.creditorReference.match(/.{1,4}/g)?.join(' '));
    expect(page.body).toContain(slip.iban.match(/.{1,4}/g)?.join(' '));
    expect(page.body).toContain('Jo Tester');
    expect(page.body).toContain('€49.90');
    expect(page.body).toContain('Transfer received');
    expect(page.body).toContain('Not received (due date passed)');
  });

  it('speaks the tester’s language', async () => {
    const gateway = await slipGateway();
    await createPayment(gateway, slipRequest());
    const page = await gateway.app.inject({
      method: 'GET',
      url: '/hosted/payment-slips',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).toContain('Überweisung eingegangen');
    expect(page.body).toContain('49,90');
  });

  it('says when nothing waits', async () => {
    const gateway = await slipGateway();
    const page = await gateway.app.inject({ method: 'GET', url: '/hosted/payment-slips' });
    expect(page.body).toContain('No payment slip is waiting for a transfer.');
  });

  it.each([
    ['received', 'SUCCESS', 'has been received'],
    ['not-received', 'REFUSED', 'arrived by its due date'],
  ])(
    '%s: decides the slip and shows the list again, which says so',
    async (decision, status, said) => {
      const gateway = await slipGateway();
      const payment = await createPayment(gateway, slipRequest());
      const posted = await bankDecision(gateway, payment.id, decision);
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe(`/hosted/payment-slips?done=${payment.id}`);
      const list = await gateway.app.inject({
        method: 'GET',
        url: posted.headers.location as string,
      });
      expect(list.body).toContain(said);
      expect(list.body).toContain('No payment slip is waiting for a transfer.');
      expect((await webhooks(gateway)).map((p) => p.status)).toEqual(['PENDING', status]);
      // A second post (another tab) changes nothing more.
      expect((await bankDecision(gateway, payment.id, 'received')).statusCode).toBe(303);
      expect((await webhooks(gateway)).map((p) => p.status)).toEqual(['PENDING', status]);
    },
  );

  it('refuses an unknown decision or slip with an HTML page', async () => {
    const gateway = await slipGateway();
    const payment = await createPayment(gateway, slipRequest());
    const bad = await bankDecision(gateway, payment.id, 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('text/html');
    expect((await bankDecision(gateway, 'gp_unknown000000', 'received')).statusCode).toBe(404);
    expect((await webhooks(gateway)).map((p) => p.status)).toEqual(['PENDING']);
  });

  it('is listed with its test data on the sandbox home page', async () => {
    const gateway = await slipGateway();
    const home = await gateway.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('/hosted/payment-slips');
    expect(home.body).toContain('/v1/sandbox/payment-slips/{id}/transfer-received');
    expect(home.body).toContain('Payment slips');
  });
});
