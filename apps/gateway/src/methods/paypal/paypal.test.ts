import { afterEach, describe, expect, it } from 'vitest';
import Value from 'typebox/value';
import { GatewayPaymentSchema, type GatewayPayment } from '@paypage/contract/gatewayApi';
import { approvalPath } from '../../payments/gatewayMethod';
import { paypalMethod } from './paypalMethod';
import {
  AUTH,
  createPayment,
  paymentRequest,
  startTestGateway,
  type TestGateway,
} from '../../testing/testGateway';

const opened: TestGateway[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((gateway) => gateway.close()));
});

async function paypalGateway() {
  const gateway = await startTestGateway({}, { methods: [paypalMethod] });
  opened.push(gateway);
  return gateway;
}

const CORRELATION_ID = '0123456789abcdef0123456789abcdef';
const checkout = (overrides: Record<string, unknown> = {}) => ({
  method: 'PAYPAL' as const,
  details: { transactionType: 'preauthAndCapture', createBillingAgreement: false, ...overrides },
});

const decide = (gateway: TestGateway, id: string, decision: string, choice = 'SBXBUYER0001') =>
  gateway.app.inject({
    method: 'POST',
    url: approvalPath(id),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision, choice }).toString(),
  });

const execute = (gateway: TestGateway, id: string) =>
  gateway.app.inject({ method: 'POST', url: `/v1/paypal/payments/${id}/execute`, headers: AUTH });

const webhookStatuses = async (gateway: TestGateway) =>
  (await gateway.db.selectFrom('webhook_outbox').select('body').execute()).map(
    (row) => JSON.parse(row.body).data.status as string,
  );

async function approved(
  gateway: TestGateway,
  details: Record<string, unknown> = {},
  payer?: string,
) {
  const payment = await createPayment(gateway, checkout(details));
  const answer = await decide(gateway, payment.id, 'approve', payer);
  expect(answer.statusCode).toBe(303);
  return payment;
}

describe('a PayPal payment the payer approves', () => {
  it('starts PENDING with the approval page, which lists the sandbox buyer accounts', async () => {
    const gateway = await paypalGateway();
    const payment = await createPayment(gateway, checkout());
    expect(payment).toMatchObject({
      status: 'PENDING',
      action: { type: 'redirect', redirectUrl: approvalPath(payment.id) },
      details: { transactionType: 'preauthAndCapture', createBillingAgreement: false },
    });
    const page = await gateway.app.inject({ method: 'GET', url: approvalPath(payment.id) });
    expect(page.body).toContain('Pay with PayPal');
    expect(page.body).toContain('value="SBXBUYER0001" checked');
    expect(page.body).toContain('refused@paypal.sandbox.example');
    expect(page.body).toContain('Agree and continue');
  });

  it('approving records the payer but moves no money; executing completes it once', async () => {
    const gateway = await paypalGateway();
    const payment = await approved(gateway);
    const before = await gateway.app.inject({
      method: 'GET',
      url: `/v1/payments/${payment.id}`,
      headers: AUTH,
    });
    expect(before.json()).toMatchObject({
      status: 'PENDING',
      details: { payerId: 'SBXBUYER0001' },
    });
    const first = await execute(gateway, payment.id);
    expect(first.statusCode).toBe(200);
    expect(Value.Check(GatewayPaymentSchema, first.json())).toBe(true);
    expect(first.json()).toMatchObject({
      status: 'SUCCESS',
      details: { payerEmail: 'buyer@paypal.sandbox.example' },
    });
    const again = await execute(gateway, payment.id);
    expect(again.json()).toMatchObject({ status: 'SUCCESS', updatedAt: first.json().updatedAt });
    expect(await webhookStatuses(gateway)).toEqual(['PENDING', 'PENDING', 'SUCCESS']);
  });

  it('reserves the money with preauth', async () => {
    const gateway = await paypalGateway();
    const payment = await approved(gateway, { transactionType: 'preauth' });
    expect((await execute(gateway, payment.id)).json()).toMatchObject({ status: 'AUTHORISED' });
  });

  it('executes once when two executions race, and makes one billing agreement', async () => {
    const gateway = await paypalGateway();
    const payment = await approved(gateway, { createBillingAgreement: true });
    const answers = await Promise.all([execute(gateway, payment.id), execute(gateway, payment.id)]);
    const agreements = answers.map(
      (answer) => answer.json<GatewayPayment>().details?.billingAgreementId,
    );
    expect(agreements[0]).toMatch(/^B-[A-Z0-9]{17}$/);
    expect(agreements[1]).toBe(agreements[0]);
    const rows = await gateway.db.selectFrom('paypal_billing_agreements').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ payer_id: 'SBXBUYER0001', payment_id: payment.id });
    expect((await webhookStatuses(gateway)).filter((status) => status === 'SUCCESS')).toHaveLength(
      1,
    );
  });

  it('refuses the refusing account when executed (INSTRUMENT_DECLINED)', async () => {
    const gateway = await paypalGateway();
    const payment = await approved(gateway, { createBillingAgreement: true }, 'SBXREFUSED01');
    expect((await execute(gateway, payment.id)).json()).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'INSTRUMENT_DECLINED',
    });
    expect(await gateway.db.selectFrom('paypal_billing_agreements').selectAll().execute()).toEqual(
      [],
    );
  });

  it('a cancelled payment is refused (CANCELLED) and executing it changes nothing', async () => {
    const gateway = await paypalGateway();
    const payment = await createPayment(gateway, checkout());
    const answer = await decide(gateway, payment.id, 'cancel');
    expect(answer.statusCode).toBe(303);
    const executed = await execute(gateway, payment.id);
    expect(executed.json()).toMatchObject({ status: 'REFUSED', refusalReason: 'CANCELLED' });
  });

  it('answers a payment not approved yet as it stands, with the way to the approval page', async () => {
    const gateway = await paypalGateway();
    const payment = await createPayment(gateway, checkout());
    expect((await execute(gateway, payment.id)).json()).toMatchObject({
      status: 'PENDING',
      action: { type: 'redirect', redirectUrl: approvalPath(payment.id) },
    });
  });

  it('has no execution for an unknown payment or one of another method', async () => {
    const gateway = await paypalGateway();
    expect((await execute(gateway, 'gp_unknown000000')).statusCode).toBe(404);
    const ideal = await createPayment(gateway, { method: 'IDEAL' });
    expect((await execute(gateway, ideal.id)).statusCode).toBe(404);
    expect((await execute(gateway, 'nope')).statusCode).toBe(400);
    const noKey = await gateway.app.inject({
      method: 'POST',
      url: `/v1/paypal/payments/${ideal.id}/execute`,
    });
    expect(noKey.statusCode).toBe(401);
  });

  it('refuses details it cannot use, naming the fields, and needs a return address', async () => {
    const gateway = await paypalGateway();
    const create = (body: Record<string, unknown>) =>
      gateway.app.inject({
        method: 'POST',
        url: '/v1/payments',
        headers: AUTH,
        payload: { ...paymentRequest({ method: 'PAYPAL' }), ...body },
      });
    const badType = await create({
      details: { transactionType: 'debit', createBillingAgreement: false },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields.map((f: { field: string }) => f.field)).toContain(
      '/details/transactionType',
    );
    const noDetails = await create({});
    expect(noDetails.statusCode).toBe(400);
    const badAgreement = await create({
      details: { billingAgreementId: 'nope', transactionType: 'preauth' },
    });
    expect(badAgreement.json().fields[0].field).toBe('/details/billingAgreementId');
    const noReturn = await create({ returnUrl: undefined, ...checkout() });
    expect(noReturn.statusCode).toBe(400);
    expect(noReturn.json().fields).toEqual([{ field: '/returnUrl', message: expect.any(String) }]);
  });
});

describe('charging a billing agreement', () => {
  const charge = (
    gateway: TestGateway,
    billingAgreementId: string,
    transactionType = 'preauthAndCapture',
  ) =>
    createPayment(gateway, { method: 'PAYPAL', details: { billingAgreementId, transactionType } });

  it('charges the always-known demo agreement at once', async () => {
    const gateway = await paypalGateway();
    expect(await charge(gateway, 'B-DEMO0001')).toMatchObject({
      status: 'SUCCESS',
      details: {
        billingAgreementId: 'B-DEMO0001',
        payerId: 'DEMOPAYER01',
        payerEmail: 'alex@example.com',
      },
    });
    expect(await charge(gateway, 'B-DEMO0001', 'preauth')).toMatchObject({ status: 'AUTHORISED' });
    expect(await webhookStatuses(gateway)).toEqual(['SUCCESS', 'AUTHORISED']);
  });

  it('charges an agreement a payer approved, for another amount', async () => {
    const gateway = await paypalGateway();
    const payment = await approved(gateway, { createBillingAgreement: true });
    const agreement = (await execute(gateway, payment.id)).json<GatewayPayment>().details
      ?.billingAgreementId as string;
    const later = await createPayment(gateway, {
      method: 'PAYPAL',
      amount: 500,
      details: { billingAgreementId: agreement, transactionType: 'preauthAndCapture' },
    });
    expect(later).toMatchObject({
      status: 'SUCCESS',
      amount: 500,
      details: { payerId: 'SBXBUYER0001' },
    });
  });

  it('refuses the refusing account’s agreement and an unknown one', async () => {
    const gateway = await paypalGateway();
    expect(await charge(gateway, 'B-REFUSED0001')).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'INSTRUMENT_DECLINED',
    });
    expect(await charge(gateway, 'B-UNKNOWN00000')).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'AGREEMENT_CANCELLED',
    });
  });
});

describe('the fraud-data script', () => {
  it('is served to another origin as JavaScript', async () => {
    const gateway = await paypalGateway();
    const script = await gateway.app.inject({ method: 'GET', url: '/hosted/paypal/fraud-data.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.body).toContain('sendBeacon');
    expect(script.body).toContain('data-correlation-id');
  });

  it('records a report once, and the payment naming its id says so', async () => {
    const gateway = await paypalGateway();
    const report = (body: string) =>
      gateway.app.inject({
        method: 'POST',
        url: '/hosted/paypal/fraud-data',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: body,
      });
    const body = {
      correlationId: CORRELATION_ID,
      merchantId: 'DEMO-PAYPAL-MERCHANT',
      device: { screenWidth: 375 },
    };
    expect((await report(JSON.stringify(body))).statusCode).toBe(204);
    expect((await report(JSON.stringify(body))).statusCode).toBe(204);
    const rows = await gateway.db.selectFrom('paypal_fraud_data').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.device ?? '')).toEqual({ screenWidth: 375 });
    const payment = await createPayment(gateway, checkout({ correlationId: CORRELATION_ID }));
    expect(payment.details).toMatchObject({ riskData: 'received' });
    const unseen = await createPayment(gateway, checkout({ correlationId: 'f'.repeat(32) }));
    expect(unseen.details).toMatchObject({ riskData: 'missing' });
  });

  it('refuses a report that is not one', async () => {
    const gateway = await paypalGateway();
    const post = (payload: string, type = 'text/plain') =>
      gateway.app.inject({
        method: 'POST',
        url: '/hosted/paypal/fraud-data',
        headers: { 'content-type': type },
        payload,
      });
    expect((await post('not json')).statusCode).toBe(400);
    const badId = await post(JSON.stringify({ correlationId: 'X', merchantId: 'm', device: {} }));
    expect(badId.statusCode).toBe(400);
    expect((await post('x'.repeat(5000))).statusCode).toBe(413);
  });
});

describe('the sandbox page', () => {
  it('lists the buyer accounts, the known agreements and the PayPal calls', async () => {
    const gateway = await paypalGateway();
    const page = await gateway.app.inject({ method: 'GET', url: '/' });
    for (const text of [
      'SBXREFUSED01',
      'B-DEMO0001',
      '/v1/paypal/payments/{id}/execute',
      '/hosted/paypal/fraud-data.js',
    ]) {
      expect(page.body).toContain(text);
    }
  });
});
