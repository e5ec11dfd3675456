import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_CARDS_PER_SESSION } from './tokeniseCard';
import { findCard } from './cardsRepository';
import {
  futureExpiry,
  GATEWAY_ORIGIN,
  openCardSession,
  postCard,
} from '../../../testing/cardHelpers';
import { startTestGateway } from '../../../testing/testGateway';
import type { TestGateway } from '../../../testing/testGateway';

const lastYear = String((new Date().getFullYear() - 1) % 100).padStart(2, '0');

describe('POST /hosted/card-sessions/:token/cards', () => {
  let gateway: TestGateway;
  let token: string;
  beforeEach(async () => {
    gateway = await startTestGateway({ logLevel: 'trace' });
    token = (await openCardSession(gateway)).token;
  });
  afterEach(() => gateway.close());

  it('tokenises a card and keeps only what may be shown', async () => {
    const response = await postCard(gateway, token, {
      number: '4242 4242 4242 4242',
      expiry: futureExpiry(),
      cvc: '123',
      holder: '  Ana   Example ',
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({
      cardToken: expect.stringMatching(/^ct_[A-Za-z0-9_-]{22}$/),
      brand: 'VISA',
      lastDigits: '4242',
    });
    expect(await findCard(gateway.db, answer.cardToken)).toMatchObject({
      sessionToken: token,
      brand: 'VISA',
      firstDigits: '424242',
      lastDigits: '4242',
      expiryMonth: 12,
      expiryYear: new Date().getFullYear() + 2,
      holder: 'Ana Example',
      issuingCountryCode: 'DE',
      authenticationStatus: 'NoAuth',
      testOutcome: 'frictionless',
    });
  });

  it.each([
    ['4000000000009995', 'VISA', 'insufficient-funds', 'DE'],
    ['4571000000000001', 'VISADANKORT', 'frictionless', 'DK'],
    ['4035501000000008', 'CARTEBANCAIRE', 'frictionless', 'FR'],
    ['4000000000000077', 'VISA', 'frictionless', 'DE'],
  ])('records %s as %s with outcome %s from %s', async (number, brand, testOutcome, country) => {
    const response = await postCard(gateway, token, { number });
    expect(response.statusCode).toBe(201);
    expect(await findCard(gateway.db, response.json().cardToken)).toMatchObject({
      brand,
      testOutcome,
      issuingCountryCode: country,
    });
  });

  it('accepts a 4-digit CVC for American Express and a year written in full', async () => {
    const year = new Date().getFullYear() + 1;
    const response = await postCard(gateway, token, {
      number: '3782 822463 10005',
      cvc: '1234',
      expiry: `01/${year}`,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ brand: 'AMEX', lastDigits: '0005' });
  });

  it.each([
    ['no number', { number: '' }, 'number', 'required'],
    ['letters in the number', { number: '4242 4242 4242 424x' }, 'number', 'invalid'],
    ['a wrong check digit', { number: '4242424242424241' }, 'number', 'invalid'],
    ['a number too short for its brand', { number: '42424242424' }, 'number', 'invalid'],
    ['a number of no accepted brand', { number: '9999999999999995' }, 'number', 'unsupported'],
    ['no expiry', { expiry: '' }, 'expiry', 'required'],
    ['an expiry that is no date', { expiry: '13/30' }, 'expiry', 'invalid'],
    ['an expiry in another format', { expiry: '2030-12' }, 'expiry', 'invalid'],
    ['an expiry decades ahead', { expiry: '12/2099' }, 'expiry', 'invalid'],
    ['an expiry in the past', { expiry: `12/${lastYear}` }, 'expiry', 'past'],
    ['no CVC', { cvc: '' }, 'cvc', 'required'],
    ['a 4-digit CVC on a Visa', { cvc: '1234' }, 'cvc', 'invalid'],
    ['a 3-digit CVC on an Amex', { number: '378282246310005', cvc: '123' }, 'cvc', 'invalid'],
    ['letters in the CVC', { cvc: '12a' }, 'cvc', 'invalid'],
    ['no name', { holder: '   ' }, 'holder', 'required'],
    ['a name over 70 characters', { holder: 'A'.repeat(71) }, 'holder', 'length'],
    ['a name of digits', { holder: '4242 4242' }, 'holder', 'invalid'],
  ])('answers 400 to %s', async (_label, card, field, reason) => {
    const response = await postCard(gateway, token, { number: '4242424242424242', ...card });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      fields: [{ field: `/${field}`, message: reason }],
    });
    expect(await gateway.db.selectFrom('cards').selectAll().execute()).toEqual([]);
  });

  it('reports every failing field at once, by reason only', async () => {
    const response = await postCard(gateway, token, {
      number: '4242424242424241',
      expiry: '00/00',
      cvc: '',
      holder: '',
    });
    const body = response.json();
    expect(body.fields).toEqual([
      { field: '/number', message: 'invalid' },
      { field: '/expiry', message: 'invalid' },
      { field: '/cvc', message: 'required' },
      { field: '/holder', message: 'required' },
    ]);
    expect(response.body).not.toContain('4242424242424241');
  });

  it('rejects unknown fields and missing ones', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: `/hosted/card-sessions/${token}/cards`,
      headers: { origin: GATEWAY_ORIGIN },
      payload: { number: '4242424242424242', pin: '0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['/cvc', '/expiry', '/holder', '/pin']);
  });

  it.each([
    ['no Origin header', {}],
    ['the payment page’s origin', { origin: 'http://localhost:8080' }],
    ['a look-alike origin', { origin: 'http://localhost:8081.evil.example' }],
    [
      'the right origin but a cross-site fetch',
      { origin: GATEWAY_ORIGIN, 'sec-fetch-site': 'cross-site' },
    ],
  ])('refuses a request with %s', async (_label, headers) => {
    const response = await postCard(gateway, token, { number: '4242424242424242' }, headers);
    expect(response.statusCode).toBe(403);
    expect(await gateway.db.selectFrom('cards').selectAll().execute()).toEqual([]);
  });

  it('accepts a same-origin fetch', async () => {
    const response = await postCard(
      gateway,
      token,
      { number: '4242424242424242' },
      { origin: GATEWAY_ORIGIN, 'sec-fetch-site': 'same-origin' },
    );
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 for an unknown session and 410 for an expired one', async () => {
    const unknown = await postCard(gateway, 'cs_doesnotexist0000', { number: '4242424242424242' });
    expect(unknown.statusCode).toBe(404);
    await gateway.db
      .updateTable('card_sessions')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .execute();
    const expired = await postCard(gateway, token, { number: '4242424242424242' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ statusCode: 410, error: 'Gone' });
  });

  it(`stops a session after ${MAX_CARDS_PER_SESSION} cards`, async () => {
    for (let card = 0; card < MAX_CARDS_PER_SESSION; card++) {
      expect((await postCard(gateway, token, { number: '4242424242424242' })).statusCode).toBe(201);
    }
    const response = await postCard(gateway, token, { number: '4242424242424242' });
    expect(response.statusCode).toBe(429);
  });

  it('never stores or logs the card number or the CVC', async () => {
    const cvc = '987';
    const accepted = await postCard(gateway, token, {
      number: '4242 4242 4242 4242',
      cvc,
    });
    expect(accepted.statusCode).toBe(201);
    // A refused attempt too: its error answer and log lines must not carry the number either.
    await postCard(gateway, token, { number: '4242424242424242', cvc: '98' });
    await gateway.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { authorization: 'Bearer wrong-key-0123456789' },
      payload: { cardNumber: '4242424242424242' },
    });

    // Every byte of the store, write-ahead log included, while the database is still open.
    const files = await readdir(gateway.config.dataDir);
    expect(files).toContain('gateway.sqlite');
    const bytes = (
      await Promise.all(files.map((file) => readFile(join(gateway.config.dataDir, file))))
    )
      .map((buffer) => buffer.toString('latin1'))
      .join('\n');
    const logs = gateway.logs();
    // The requests were logged, and their session token was not (issue 25).
    expect(logs).toContain('/hosted/card-sessions/[redacted]/cards');
    expect(logs).not.toContain(token);
    for (const [where, text] of [
      ['store', bytes],
      ['logs', logs],
    ] as const) {
      expect(text, where).not.toContain('4242424242424242');
      expect(text, where).not.toContain('4242 4242');
    }
    const rows = await gateway.db.selectFrom('cards').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(Object.values(rows[0] ?? {})).not.toContain(cvc);
    expect(
      Object.keys(rows[0] ?? {}).filter((column) => /cvc|cvv|number|pan/i.test(column)),
    ).toEqual([]);
  });
});
