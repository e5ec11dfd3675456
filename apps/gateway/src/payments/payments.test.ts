import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreateGatewayPaymentBody, GatewayPayment } from '@paypage/contract/gatewayApi';
import { AUTH, createPayment, paymentRequest, startTestGateway } from '../testing/testGateway';
import type { TestGateway } from '../testing/testGateway';

describe('payments API', () => {
  let gateway: TestGateway;
  beforeEach(async () => {
    gateway = await startTestGateway();
  });
  afterEach(() => gateway.close());

  const post = (payload: unknown) =>
    gateway.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: AUTH,
      payload: payload as object,
    });

  it('creates a RECEIVED payment and reads it back', async () => {
    const request = paymentRequest({ amount: 50_000, currency: 'KRW', method: 'KCP' });
    const created = await post(request);
    expect(created.statusCode).toBe(201);
    const payment = created.json<GatewayPayment>();
    expect(payment).toEqual({
      id: expect.stringMatching(/^gp_[A-Za-z0-9_-]{8,64}$/),
      reference: request.reference,
      status: 'RECEIVED',
      method: 'KCP',
      amount: 50_000,
      currency: 'KRW',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: payment.createdAt,
      // Nothing waits on the shopper: a payment of a method without a module waits for settle.
      waitsOnShopper: false,
    });

    const read = await gateway.app.inject({ url: `/v1/payments/${payment.id}`, headers: AUTH });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(payment);
  });

  it('accepts a payment without the optional return URL and locale', async () => {
    const minimal: Partial<CreateGatewayPaymentBody> = paymentRequest();
    delete minimal.returnUrl;
    delete minimal.locale;
    expect((await post(minimal)).statusCode).toBe(201);
  });

  it('answers 404 for an unknown payment and 400 for an id that cannot exist', async () => {
    const unknown = await gateway.app.inject({
      url: '/v1/payments/gp_doesnotexist',
      headers: AUTH,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Payment not found',
    });

    const malformed = await gateway.app.inject({ url: '/v1/payments/nope', headers: AUTH });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual([{ field: 'id', message: expect.any(String) }]);
  });

  it('reports every missing field of an empty body', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.fields.map((field: { field: string }) => field.field).sort()).toEqual([
      '/amount',
      '/currency',
      '/method',
      '/reference',
    ]);
    expect(body.fields.every((field: { message: string }) => field.message === 'is required')).toBe(
      true,
    );
  });

  it('reports each invalid field, without coercing types', async () => {
    const response = await post({
      reference: '',
      amount: '100',
      currency: 'USD',
      method: 'CASH',
      returnUrl: 'not a url',
      locale: 'x'.repeat(17),
      surprise: true,
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields as { field: string; message: string }[];
    expect(new Set(fields.map((field) => field.field))).toEqual(
      new Set([
        '/reference',
        '/amount',
        '/currency',
        '/method',
        '/returnUrl',
        '/locale',
        '/surprise',
      ]),
    );
    expect(fields.find((field) => field.field === '/surprise')?.message).toBe('is not allowed');
  });

  it.each([
    ['a negative amount', { amount: -1 }],
    ['a fractional amount', { amount: 10.5 }],
    ['an amount over the limit', { amount: 100_000_000_001 }],
    ['a reference over 64 characters', { reference: 'r'.repeat(65) }],
  ])('rejects %s', async (_label, overrides) => {
    const response = await post(paymentRequest(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveLength(1);
  });

  it('answers the existing payment when a reference is posted again', async () => {
    const request = paymentRequest();
    const first = await post(request);
    const again = await post(request);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const count = await gateway.db
      .selectFrom('payments')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('reference', '=', request.reference)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('holds one payment per reference even under concurrent requests', async () => {
    const request = paymentRequest();
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(request)));
    const ids = new Set(responses.map((response) => response.json<GatewayPayment>().id));
    expect(ids.size).toBe(1);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
  });

  it('refuses a known reference with another amount, currency or method', async () => {
    const existing = await createPayment(gateway, { amount: 1000 });
    const response = await post(paymentRequest({ reference: existing.reference, amount: 2000 }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ statusCode: 409, error: 'Conflict' });
  });
});
