import { afterEach, describe, expect, it } from 'vitest';
import { maskIban } from '@paypage/contract/iban';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import {
  accountToPayMethod,
  payByBankMethod,
  requestToPayMethod,
  trustlyMethod,
} from './bankRedirectMethods';
import { SANDBOX_ACCOUNTS, TRUSTLY_BANK_CONFIRMS_AFTER_MS } from './sandbox/sandboxAccounts';
import { approvalPath } from '../../payments/gatewayMethod';
import { applyDueDecisions } from '../../payments/scheduledDecisions';
import { AUTH, createPayment, paymentRequest, startTestGateway } from '../../testing/testGateway';
import type { TestGateway } from '../../testing/testGateway';

const BANK_METHODS = [requestToPayMethod, trustlyMethod, payByBankMethod, accountToPayMethod];
const PAYER = { firstName: 'Ana', lastName: 'Example', email: 'ana@example.com' };
const RETURN_URL =
  'http://localhost:8080/uuid/3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f/mid/tx_1/success';

const opened: TestGateway[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((gateway) => gateway.close()));
});

async function bankGateway() {
  const gateway = await startTestGateway({}, { methods: BANK_METHODS });
  opened.push(gateway);
  return gateway;
}

const detailsOf = (method: PaymentMethod) => (method === 'TRUSTLY' ? PAYER : undefined);

const startPayment = (gateway: TestGateway, method: PaymentMethod, locale = 'en_GB') =>
  createPayment(gateway, {
    method,
    locale,
    returnUrl: RETURN_URL,
    ...(detailsOf(method) ? { details: detailsOf(method) } : {}),
  });

const decide = (gateway: TestGateway, id: string, form: Record<string, string>) =>
  gateway.app.inject({
    method: 'POST',
    url: approvalPath(id),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

const paymentOf = async (gateway: TestGateway, id: string) =>
  (await gateway.app.inject({ method: 'GET', url: `/v1/payments/${id}`, headers: AUTH })).json();

const webhookStatuses = async (gateway: TestGateway) =>
  (await gateway.db.selectFrom('webhook_outbox').select('body').orderBy('seq').execute()).map(
    (row) => {
      const data = JSON.parse(row.body).data;
      return data.details?.bankConfirmation
        ? `${data.status} ${data.details.bankConfirmation}`
        : data.status;
    },
  );

const postPayment = (gateway: TestGateway, body: Record<string, unknown>) =>
  gateway.app.inject({
    method: 'POST',
    url: '/v1/payments',
    headers: AUTH,
    payload: { ...paymentRequest(), ...body },
  });

describe('starting a payment of a bank-redirect method', () => {
  it.each(['REQUEST_TO_PAY', 'TRUSTLY', 'PAYBYBANK', 'ACCOUNT_TO_PAY'] as const)(
    '%s starts PENDING with the sandbox bank page next, and tells the service',
    async (method) => {
      const gateway = await bankGateway();
      const payment = await startPayment(gateway, method);
      expect(payment).toMatchObject({
        method,
        status: 'PENDING',
        action: { type: 'redirect', redirectUrl: approvalPath(payment.id) },
      });
      expect(await webhookStatuses(gateway)).toEqual(['PENDING']);
    },
  );

  it('names the Trustly payer on the payment, never their email', async () => {
    const gateway = await bankGateway();
    const payment = await startPayment(gateway, 'TRUSTLY');
    expect(payment.details).toEqual({ accountHolder: 'Ana Example' });
  });

  it.each([
    [{}, ['/details/firstName', '/details/lastName', '/details/email']],
    [{ ...PAYER, firstName: '' }, ['/details/firstName']],
    [{ ...PAYER, lastName: 'x'.repeat(51) }, ['/details/lastName']],
    [{ ...PAYER, firstName: '   ' }, ['/details/firstName']],
    [{ ...PAYER, email: `${'a'.repeat(60)}@example.com` }, ['/details/email']],
    [{ ...PAYER, email: 'not an email' }, ['/details/email']],
    [{ ...PAYER, iban: 'DE89370400440532013000' }, ['/details']],
  ])('refuses Trustly details %j with the failing fields', async (details, fields) => {
    const gateway = await bankGateway();
    const answer = await postPayment(gateway, { method: 'TRUSTLY', details });
    expect(answer.statusCode).toBe(400);
    const named: string[] = answer.json().fields.map((f: { field: string }) => f.field);
    for (const field of fields) expect(named).toContain(field);
  });

  it('refuses Trustly without details, the others with details, and any without a return', async () => {
    const gateway = await bankGateway();
    const noPayer = await postPayment(gateway, { method: 'TRUSTLY' });
    expect(noPayer.json().fields).toEqual([
      { field: '/details', message: 'must name the payer for TRUSTLY' },
    ]);
    const extra = await postPayment(gateway, { method: 'PAYBYBANK', details: { bank: 'X' } });
    expect(extra.json().fields).toEqual([
      { field: '/details', message: 'must be empty for this method' },
    ]);
    const { returnUrl: _dropped, ...noReturn } = paymentRequest({ method: 'ACCOUNT_TO_PAY' });
    const lost = await gateway.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: AUTH,
      payload: noReturn,
    });
    expect(lost.statusCode).toBe(400);
    expect(lost.json().fields[0].field).toBe('/returnUrl');
  });
});

describe('the sandbox bank pages', () => {
  it.each([
    ['REQUEST_TO_PAY', 'Sandbox Bank: payment request', 'Approve request', 'Reject request'],
    ['TRUSTLY', 'Trustly: pay from your bank account', 'Confirm payment', 'Cancel payment'],
    ['PAYBYBANK', 'Pay by bank: choose your bank', 'Approve payment', 'Cancel payment'],
    ['ACCOUNT_TO_PAY', 'Account to Pay: choose your account', 'Confirm payment', 'Cancel payment'],
  ] as const)(
    '%s has its own title, sandbox accounts and buttons',
    async (method, title, ok, no) => {
      const gateway = await bankGateway();
      const payment = await startPayment(gateway, method);
      const page = await gateway.app.inject({ method: 'GET', url: approvalPath(payment.id) });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<h1>${title}</h1>`);
      for (const account of SANDBOX_ACCOUNTS[method]) {
        expect(page.body).toContain(`value="${account.id}"`);
        expect(page.body).toContain(method === 'PAYBYBANK' ? account.bankName : account.account);
      }
      expect(page.body).toContain(`value="approve" class="primary">${ok}</button>`);
      expect(page.body).toContain(`value="cancel">${no}</button>`);
      expect(page.body).not.toContain('<script');
    },
  );

  it('speaks the payment’s language and shows the Trustly payer as the account holder', async () => {
    const gateway = await bankGateway();
    const payment = await startPayment(gateway, 'TRUSTLY', 'de_DE');
    const page = await gateway.app.inject({ method: 'GET', url: approvalPath(payment.id) });
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).toContain('Trustly: Zahlung von Ihrem Bankkonto');
    expect(page.body).toContain(
      'Ana Example · SE45 5000 0000 0583 9825 7466 (Test: die Bank bestätigt',
    );
  });
});

/** Every sandbox outcome of the three methods decided at once. */
const AT_ONCE = (['REQUEST_TO_PAY', 'PAYBYBANK', 'ACCOUNT_TO_PAY'] as const).flatMap((method) => {
  const [approves, declines] = SANDBOX_ACCOUNTS[method];
  return [
    [method, approves.id, 'SUCCESS', undefined, approves.account],
    [method, declines.id, 'REFUSED', declines.outcome.refusalReason, declines.account],
  ] as const;
});

describe('deciding on the bank page', () => {
  it.each(AT_ONCE)(
    '%s with %s ends %s (%s) and sends the shopper back',
    async (method, account, status, reason, number) => {
      const gateway = await bankGateway();
      const payment = await startPayment(gateway, method);
      const answer = await decide(gateway, payment.id, { decision: 'approve', choice: account });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(RETURN_URL);
      const decided = await paymentOf(gateway, payment.id);
      expect(decided).toMatchObject({
        status,
        details: { maskedAccount: maskIban(number), accountHolder: 'Alex Example' },
      });
      expect(decided.refusalReason).toBe(reason);
      expect(JSON.stringify(decided)).not.toContain(number.replace(/ /g, ''));
      expect(await webhookStatuses(gateway)).toEqual(['PENDING', status]);
    },
  );

  it.each(['REQUEST_TO_PAY', 'TRUSTLY', 'PAYBYBANK', 'ACCOUNT_TO_PAY'] as const)(
    '%s: cancelling refuses the payment as CANCELLED and sends the shopper back',
    async (method) => {
      const gateway = await bankGateway();
      const payment = await startPayment(gateway, method);
      const [first] = SANDBOX_ACCOUNTS[method];
      const answer = await decide(gateway, payment.id, { decision: 'cancel', choice: first.id });
      expect(answer.headers.location).toBe(RETURN_URL);
      expect(await paymentOf(gateway, payment.id)).toMatchObject({
        status: 'REFUSED',
        refusalReason: 'CANCELLED',
      });
    },
  );

  it('masks all but the last four characters of an account', () => {
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe('DE****************3000');
    expect(maskIban('12345678')).toBe('****5678');
  });
});

describe('Trustly: the bank confirms by itself', () => {
  it('stays PENDING until the bank confirms, then SUCCESS with its webhook', async () => {
    const gateway = await bankGateway();
    const payment = await startPayment(gateway, 'TRUSTLY');
    const [confirms] = SANDBOX_ACCOUNTS.TRUSTLY;
    const decidedAt = Date.now();
    const answer = await decide(gateway, payment.id, { decision: 'approve', choice: confirms.id });
    expect(answer.headers.location).toBe(RETURN_URL);
    expect(await paymentOf(gateway, payment.id)).toMatchObject({
      status: 'PENDING',
      details: { bankConfirmation: 'PENDING', accountHolder: 'Ana Example' },
    });
    // Not yet due: nothing happens.
    expect(await applyDueDecisions(gateway.db, new Date(decidedAt))).toBe(0);
    const due = new Date(decidedAt + TRUSTLY_BANK_CONFIRMS_AFTER_MS + 1000);
    expect(await applyDueDecisions(gateway.db, due)).toBe(1);
    expect(await paymentOf(gateway, payment.id)).toMatchObject({
      status: 'SUCCESS',
      details: { bankConfirmation: 'CONFIRMED', maskedAccount: maskIban(confirms.account) },
    });
    // Applied once: a later round finds nothing.
    expect(await applyDueDecisions(gateway.db, due)).toBe(0);
    expect(await webhookStatuses(gateway)).toEqual([
      'PENDING',
      'PENDING PENDING',
      'SUCCESS CONFIRMED',
    ]);
  });

  it('refuses the payment when the bank rejects the transfer', async () => {
    const gateway = await bankGateway();
    const payment = await startPayment(gateway, 'TRUSTLY');
    const rejects = SANDBOX_ACCOUNTS.TRUSTLY[1];
    await decide(gateway, payment.id, { decision: 'approve', choice: rejects.id });
    await applyDueDecisions(gateway.db, new Date(Date.now() + 60_000));
    expect(await paymentOf(gateway, payment.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'BANK_REJECTED',
      details: { bankConfirmation: 'REJECTED' },
    });
  });

  it('takes no second decision while the bank confirms', async () => {
    const gateway = await bankGateway();
    const payment = await startPayment(gateway, 'TRUSTLY');
    const [confirms] = SANDBOX_ACCOUNTS.TRUSTLY;
    await decide(gateway, payment.id, { decision: 'approve', choice: confirms.id });
    const page = await gateway.app.inject({ method: 'GET', url: approvalPath(payment.id) });
    expect(page.body).toContain('This payment has already been decided');
    const again = await decide(gateway, payment.id, { decision: 'cancel', choice: confirms.id });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('This payment has already been decided');
    expect((await paymentOf(gateway, payment.id)).status).toBe('PENDING');
  });

  it('decides by itself once the gateway runs its loop', async () => {
    const gateway = await bankGateway();
    const payment = await startPayment(gateway, 'TRUSTLY');
    const [confirms] = SANDBOX_ACCOUNTS.TRUSTLY;
    await decide(gateway, payment.id, { decision: 'approve', choice: confirms.id });
    // Due at once for this test: the loop, not the clock, is what is tested here.
    await gateway.db
      .updateTable('scheduled_decisions')
      .set({ due_at: new Date(0).toISOString() })
      .execute();
    gateway.startMethodWork();
    await expect
      .poll(async () => (await paymentOf(gateway, payment.id)).status, { timeout: 5000 })
      .toBe('SUCCESS');
  });
});

describe('the sandbox home page', () => {
  it('lists every method’s sandbox accounts with their outcomes', async () => {
    const gateway = await bankGateway();
    const html = (await gateway.app.inject({ url: '/' })).body;
    for (const [method, accounts] of Object.entries(SANDBOX_ACCOUNTS)) {
      expect(html).toContain(`<code>${method}</code>`);
      for (const account of accounts) expect(html).toContain(account.account);
    }
    expect(html).toContain('PENDING, then SUCCESS 3 s later (the bank confirms)');
    expect(html).toContain('CANCELLED');
  });
});
