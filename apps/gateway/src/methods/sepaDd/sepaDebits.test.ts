import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import {
  SANDBOX_IBANS,
  SANDBOX_MANDATE,
  SEPA_SANDBOX_CLEARING_MS,
} from '@paypage/contract/methods/sepaSandbox';
import { clearDueDebits } from './clearDebits';
import { AUTH, paymentRequest, settle, type TestGateway } from '../../testing/testGateway';
import { newMandate, outboxStatuses, sepaGateway } from '../../testing/sepaHelpers';

const opened: TestGateway[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((gateway) => gateway.close()));
});
async function gateway() {
  const started = await sepaGateway();
  opened.push(started);
  return started;
}

const ibanOf = (description: string) =>
  SANDBOX_IBANS.find((sandbox) => sandbox.description.includes(description))?.iban ?? '';

function debit(g: TestGateway, mandateId: string, overrides: Record<string, unknown> = {}) {
  return g.app.inject({
    method: 'POST',
    url: '/v1/payments',
    headers: AUTH,
    payload: paymentRequest({ method: 'SEPA_DD', details: { mandateId }, ...overrides }),
  });
}

async function debitOf(g: TestGateway, iban: string, sequence = 'RECURRENT') {
  const mandate = await newMandate(g, { iban, sequence });
  const response = await debit(g, mandate.id);
  expect(response.statusCode).toBe(201);
  return response.json<GatewayPayment>();
}

const read = async (g: TestGateway, id: string) =>
  (await g.app.inject({ url: `/v1/payments/${id}`, headers: AUTH })).json<GatewayPayment>();

/** The sandbox's clock after the clearing delay. */
const afterClearing = () => new Date(Date.now() + SEPA_SANDBOX_CLEARING_MS + 1_000);

describe('a SEPA debit (POST /v1/payments, method SEPA_DD)', () => {
  it('is PENDING when submitted, due the next business day, and tells its mandate', async () => {
    const g = await gateway();
    const mandate = await newMandate(g);
    // Today as the debit is made: read after it, it could be the next day already.
    const today = new Date().toISOString().slice(0, 10);
    const payment = (await debit(g, mandate.id)).json<GatewayPayment>();
    expect(payment).toMatchObject({
      status: 'PENDING',
      details: {
        mandateId: mandate.id,
        mandateReference: mandate.mandateReference,
        creditorId: 'DE98ZZZ09999999999',
        scheme: 'CORE',
        ibanMasked: 'DE****************3000',
        sequenceType: 'FRST',
        dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    });
    expect(String(payment.details?.dueDate) > today).toBe(true);
    expect(JSON.stringify(payment)).not.toContain('0532013000');
    expect(await outboxStatuses(g, payment.id)).toEqual(['PENDING']);
    // The next debit of a recurrent mandate is RCUR.
    const next = (await debit(g, mandate.id)).json<GatewayPayment>();
    expect(next.details?.sequenceType).toBe('RCUR');
  });

  it('of a one-off mandate is OOFF, and the mandate serves no second debit', async () => {
    const g = await gateway();
    const mandate = await newMandate(g, { sequence: 'ONE_OFF' });
    expect((await debit(g, mandate.id)).json().details.sequenceType).toBe('OOFF');
    const second = await debit(g, mandate.id);
    expect(second.statusCode).toBe(400);
    expect(second.json().fields).toEqual([
      { field: '/details/mandateId', message: expect.stringContaining('one-off') },
    ]);
  });

  it('of 0 collects nothing: AUTHORISED at once, confirming the mandate', async () => {
    const g = await gateway();
    const mandate = await newMandate(g, { sequence: 'ONE_OFF' });
    const payment = (await debit(g, mandate.id, { amount: 0 })).json<GatewayPayment>();
    expect(payment.status).toBe('AUTHORISED');
    expect(payment.details).toMatchObject({ mandateReference: mandate.mandateReference });
    expect(await clearDueDebits(g.db, afterClearing())).toBe(0);
  });

  it.each([
    ['no mandate id', { details: {} }, '/details/mandateId'],
    ['an unknown mandate', { details: { mandateId: 'md_unknown00000000' } }, '/details/mandateId'],
    ['another currency than euro', { currency: 'SGD' }, '/currency'],
  ])('refuses a debit with %s', async (_case, change, field) => {
    const g = await gateway();
    const mandate = await newMandate(g);
    const response = await debit(g, mandate.id, { details: { mandateId: mandate.id }, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field, message: expect.any(String) }]);
  });

  it('pays with the sandbox mandate that always exists', async () => {
    const g = await gateway();
    const payment = (await debit(g, SANDBOX_MANDATE.id)).json<GatewayPayment>();
    expect(payment).toMatchObject({
      status: 'PENDING',
      details: { mandateReference: 'MNDT-DEMO-0001' },
    });
  });
});

describe('the sandbox clears each debit as its IBAN says', () => {
  it('settles after the clearing delay, not before, with one webhook per change', async () => {
    const g = await gateway();
    const payment = await debitOf(g, ibanOf('Settles'));
    expect(await clearDueDebits(g.db, new Date())).toBe(0);
    expect((await read(g, payment.id)).status).toBe('PENDING');
    expect(await clearDueDebits(g.db, afterClearing())).toBe(1);
    expect(await read(g, payment.id)).toMatchObject({
      status: 'SUCCESS',
      details: { mandateReference: payment.details?.mandateReference },
    });
    // A second round finds nothing more to do.
    expect(await clearDueDebits(g.db, afterClearing())).toBe(0);
    expect(await outboxStatuses(g, payment.id)).toEqual(['PENDING', 'SUCCESS']);
  });

  it.each(['AC04', 'MD01', 'AM04'])(
    'returns the debit of its %s IBAN: REFUSED with that reason',
    async (reason) => {
      const g = await gateway();
      const payment = await debitOf(g, ibanOf(reason));
      expect(payment.status).toBe('PENDING');
      await clearDueDebits(g.db, afterClearing());
      expect(await read(g, payment.id)).toMatchObject({ status: 'REFUSED', refusalReason: reason });
      expect(await outboxStatuses(g, payment.id)).toEqual(['PENDING', 'REFUSED']);
    },
  );

  it('rejects the debit of its AG01 IBAN at once', async () => {
    const g = await gateway();
    const payment = await debitOf(g, ibanOf('AG01'));
    expect(payment).toMatchObject({ status: 'REFUSED', refusalReason: 'AG01' });
    expect(await outboxStatuses(g, payment.id)).toEqual(['REFUSED']);
  });

  it('leaves the waiting IBAN open for the settle call', async () => {
    const g = await gateway();
    const payment = await debitOf(g, ibanOf('Stays PENDING'));
    await clearDueDebits(g.db, afterClearing());
    expect((await read(g, payment.id)).status).toBe('PENDING');
    expect((await settle(g, payment.id, 'SUCCESS')).json()).toMatchObject({ status: 'SUCCESS' });
    expect(await outboxStatuses(g, payment.id)).toEqual(['PENDING', 'SUCCESS']);
  });

  it('returns an open debit by the return call, once, with any rulebook reason', async () => {
    const g = await gateway();
    const payment = await debitOf(g, ibanOf('Settles'));
    const returnIt = (reason: string, id = payment.id) =>
      g.app.inject({
        method: 'POST',
        url: `/v1/sandbox/sepa/payments/${id}/return`,
        headers: AUTH,
        payload: { reason },
      });
    expect((await returnIt('XX99')).statusCode).toBe(400);
    const returned = await returnIt('MS02');
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ status: 'REFUSED', refusalReason: 'MS02' });
    // Decided: the clearing leaves it, and it cannot be returned again.
    await clearDueDebits(g.db, afterClearing());
    expect((await read(g, payment.id)).status).toBe('REFUSED');
    expect((await returnIt('AC04')).statusCode).toBe(409);
    expect(await outboxStatuses(g, payment.id)).toEqual(['PENDING', 'REFUSED']);

    const card = await g.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: AUTH,
      payload: paymentRequest({ method: 'IDEAL' }),
    });
    expect((await returnIt('AC04', card.json().id)).statusCode).toBe(404);
  });

  it('clears debits by itself once started, as the running gateway does', async () => {
    const g = await gateway();
    const payment = await debitOf(g, ibanOf('Settles'));
    g.startMethodWork();
    await expect
      .poll(async () => (await read(g, payment.id)).status, {
        timeout: SEPA_SANDBOX_CLEARING_MS + 5_000,
        interval: 250,
      })
      .toBe('SUCCESS');
  });
});

describe('the sandbox home page', () => {
  it('lists the test IBANs, the mandate that always exists and the SEPA calls', async () => {
    const g = await gateway();
    const html = (await g.app.inject({ url: '/' })).body;
    for (const sandbox of SANDBOX_IBANS) {
      expect(html).toContain(sandbox.iban.replace(/(.{4})(?!$)/g, '$1\u00a0'));
    }
    expect(html).toContain('MNDT-DEMO-0001');
    expect(html).toContain('/v1/sepa/mandates');
    expect(html).toContain('/v1/sandbox/sepa/payments/{id}/return');
  });
});
