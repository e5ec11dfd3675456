import { afterEach, describe, expect, it } from 'vitest';
import type { ApprovalFlow, GatewayMethod } from '../../payments/gatewayMethod';
import { approvalPath } from '../../payments/gatewayMethod';
import { translatorFor } from '../../i18n/catalogues';
import { AUTH, createPayment, startTestGateway, type TestGateway } from '../../testing/testGateway';

/** A bank's page: choose an account, then approve or cancel. */
const bankApproval: ApprovalFlow = {
  title: 'approval.closed.title',
  intro: 'approval.sandbox',
  choice: {
    legend: 'approval.reference',
    options: () => [
      { value: 'NL01BANK', label: 'Bank one' },
      { value: 'NL02BANK', label: 'Bank two' },
    ],
  },
  decisions: [
    {
      id: 'approve',
      label: 'approval.done.approved',
      decide: (_payment, choice) => ({ status: 'SUCCESS', details: { bank: choice ?? null } }),
    },
    {
      id: 'cancel',
      label: 'approval.done.declined',
      decide: () => ({ status: 'REFUSED', refusalReason: 'CANCELLED' }),
    },
  ],
  afterwards: 'return',
};

/** A method as a bank would play it: PENDING at once, decided on the approval page. */
const testBank: GatewayMethod = {
  methods: ['IDEAL'],
  start: ({ paymentId }) => ({
    outcome: 'start',
    status: 'PENDING',
    action: { type: 'redirect', redirectUrl: approvalPath(paymentId) },
  }),
  approval: bankApproval,
};

const opened: TestGateway[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((gateway) => gateway.close()));
});

async function bankGateway(afterwards: 'return' | 'done' = 'return') {
  const approval = { ...bankApproval, afterwards };
  const gateway = await startTestGateway({}, { methods: [{ ...testBank, approval }] });
  opened.push(gateway);
  return gateway;
}

const decide = (gateway: TestGateway, id: string, form: Record<string, string>) =>
  gateway.app.inject({
    method: 'POST',
    url: approvalPath(id),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

const paymentOf = async (gateway: TestGateway, id: string) =>
  (await gateway.app.inject({ method: 'GET', url: `/v1/payments/${id}`, headers: AUTH })).json();

describe('a method module decides how its payments start', () => {
  it('starts PENDING with the approval page as the next step, and tells the service', async () => {
    const gateway = await bankGateway();
    const payment = await createPayment(gateway, { locale: 'de_DE' });
    expect(payment).toMatchObject({
      status: 'PENDING',
      action: { type: 'redirect', redirectUrl: approvalPath(payment.id) },
    });
    const outbox = await gateway.db.selectFrom('webhook_outbox').select('body').execute();
    expect(outbox.map((row) => JSON.parse(row.body).data.status)).toEqual(['PENDING']);
  });
});

describe('GET and POST /hosted/approve/{paymentId}', () => {
  it('shows the page in the payment’s language: amount, choice and one button per decision', async () => {
    const gateway = await bankGateway();
    const payment = await createPayment(gateway, { locale: 'de_DE', amount: 123456 });
    const page = await gateway.app.inject({ method: 'GET', url: approvalPath(payment.id) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Deciding posts the form and is redirected to the payment page: a form target too.
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' http://localhost:8080",
    );
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).toContain('1.234,56');
    expect(page.body).toContain('value="NL01BANK" checked');
    expect(page.body).toContain(
      'name="decision" value="approve" class="primary">Zahlung freigegeben',
    );
    expect(page.body).toContain('name="decision" value="cancel">Zahlung abgelehnt');
    expect(page.body).not.toContain('<script');
  });

  it('shows a Hebrew or Arabic payment right to left, in its language, each fact by its own direction', async () => {
    const gateway = await bankGateway();
    for (const [locale, language] of [
      ['he_IL', 'he'],
      ['ar_SA', 'ar'],
    ] as const) {
      const payment = await createPayment(gateway, { locale, amount: 123456 });
      const page = await gateway.app.inject({ method: 'GET', url: approvalPath(payment.id) });
      expect(page.body).toContain(`<html lang="${language}" dir="rtl">`);
      const amountTerm = translatorFor(language).t('approval.amount');
      expect(amountTerm).not.toBe('Amount');
      const amount = new RegExp(`<dt>${amountTerm}</dt><dd dir="auto">([^<]*)</dd>`).exec(
        page.body,
      )?.[1];
      // Intl's right-to-left marks are gone: dir=auto reads the amount left to right.
      expect(amount).toMatch(/\S/);
      expect(amount).not.toMatch(/[\u200e\u200f\u061c]/);
      expect(page.body).toContain(`<dd dir="auto">${payment.id}</dd>`);
    }
  });

  it('approves with the chosen bank, sends the webhook once and returns the shopper', async () => {
    const gateway = await bankGateway();
    const payment = await createPayment(gateway);
    const answer = await decide(gateway, payment.id, { decision: 'approve', choice: 'NL02BANK' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(
      'http://localhost:8080/uuid/3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f/success',
    );
    expect(await paymentOf(gateway, payment.id)).toMatchObject({
      status: 'SUCCESS',
      details: { bank: 'NL02BANK' },
    });
    // A second press (another tab, the back button) decides nothing more.
    const again = await decide(gateway, payment.id, { decision: 'cancel', choice: 'NL01BANK' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('This payment has already been decided');
    expect(await paymentOf(gateway, payment.id)).toMatchObject({ status: 'SUCCESS' });
    const statuses = (await gateway.db.selectFrom('webhook_outbox').select('body').execute()).map(
      (row) => JSON.parse(row.body).data.status,
    );
    expect(statuses).toEqual(['PENDING', 'SUCCESS']);
  });

  it('records a cancellation as a refusal with its reason', async () => {
    const gateway = await bankGateway();
    const payment = await createPayment(gateway);
    await decide(gateway, payment.id, { decision: 'cancel', choice: 'NL01BANK' });
    expect(await paymentOf(gateway, payment.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'CANCELLED',
    });
  });

  it('asks again, changing nothing, without a choice or with a decision it does not know', async () => {
    const gateway = await bankGateway();
    const payment = await createPayment(gateway);
    const noChoice = await decide(gateway, payment.id, { decision: 'approve' });
    expect(noChoice.statusCode).toBe(400);
    expect(noChoice.body).toContain('role="alert"');
    expect(noChoice.body).toContain('Please choose one of the options first.');
    const unknownChoice = await decide(gateway, payment.id, { decision: 'approve', choice: 'X' });
    expect(unknownChoice.statusCode).toBe(400);
    const unknown = await decide(gateway, payment.id, { decision: 'steal', choice: 'NL01BANK' });
    expect(unknown.statusCode).toBe(400);
    expect(await paymentOf(gateway, payment.id)).toMatchObject({ status: 'PENDING' });
  });

  it('says the payment page will know, for an approval made in an app', async () => {
    const gateway = await bankGateway('done');
    const payment = await createPayment(gateway);
    const answer = await decide(gateway, payment.id, { decision: 'approve', choice: 'NL01BANK' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Payment approved');
    expect(answer.body).toContain('You can now return to the payment page');
  });

  it('has no page for a method without one, nor for an unknown payment', async () => {
    const gateway = await bankGateway();
    const card = await gateway.app.inject({ method: 'GET', url: approvalPath('gp_unknown000000') });
    expect(card.statusCode).toBe(404);
    expect(card.headers['content-type']).toContain('text/html');
    const malformed = await gateway.app.inject({ method: 'GET', url: '/hosted/approve/nope' });
    expect(malformed.statusCode).toBe(400);
  });
});
