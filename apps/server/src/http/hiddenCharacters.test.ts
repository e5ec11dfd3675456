import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { fakeGateway } from '../testing/fakeGateway';
import { accepted, startTestApp, type TestApp } from '../testing/testApp';

// Issue 25: a right-to-left override or a NUL in a description or a consumer reference was
// stored and shown to the next reader (the shopper's page, the merchant's exports), where it
// reorders or cuts what follows. Every free-text field refuses them, naming the field.

const OPERATOR_KEY = 'hidden-characters-operator-key-0123456789';

/** One of each kind that is refused: NUL, ESC, a line break, DEL, C1, overrides, isolates. */
const HIDDEN = [
  '\u0000',
  '\u001b',
  '\n',
  '\u007f',
  '\u0085',
  '\u202e',
  '\u202a',
  '\u2066',
  '\u2069',
  '\u2028',
];
const code = (text: string) => `U+${text.charCodeAt(0).toString(16).padStart(4, '0')}`;

async function refusedField(
  t: TestApp,
  request: { method: 'POST' | 'GET' | 'PATCH'; url: string; payload?: object; headers?: object },
  field: string,
): Promise<void> {
  const answer = await t.inject({ ...request, headers: { ...request.headers } as never });
  expect(answer.statusCode, `${request.url} ${JSON.stringify(request.payload)}`).toBe(400);
  expect(answer.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  expect(answer.json().fields).toContainEqual({
    field,
    message: 'must not contain control characters, line breaks or bidirectional overrides',
  });
}

describe('control characters and bidirectional overrides in free text (issue 25)', () => {
  it('refuses them in every free-text field of a link the merchant creates', async () => {
    const t = await startTestApp();
    const merchant = { authorization: `Bearer ${t.apiKey}` };
    const link = { amount: 1000, currency: 'EUR', paymentMethods: ['CARD'] };
    for (const hidden of HIDDEN) {
      for (const [name, value, field] of [
        ['description', `Invoice ${hidden}1234`, 'body.description'],
        ['consumerReference', `shopper${hidden}1`, 'body.consumerReference'],
        ['merchantReference', `order${hidden}1`, 'body.merchantReference'],
        ['shopperInformation', { firstName: `Ana${hidden}` }, 'body.shopperInformation.firstName'],
      ] as const) {
        await refusedField(
          t,
          {
            method: 'POST',
            url: '/api/v1/payment-links',
            headers: merchant,
            payload: { ...link, [name]: value },
          },
          field,
        );
      }
    }
  });

  it('refuses them in charges, consumer paths and merchant settings', async () => {
    const t = await startTestApp({ operatorApiKey: OPERATOR_KEY });
    const merchant = { authorization: `Bearer ${t.apiKey}` };
    const charge = {
      consumerReference: 'shopper-1',
      assetId: 'as_0123456789',
      amount: 100,
      currency: 'EUR',
      description: 'Monthly plan',
    };
    const headers = { ...merchant, [IDEMPOTENCY_HEADER]: 'hidden-charge-1' };
    await refusedField(
      t,
      {
        method: 'POST',
        url: '/api/v1/charges',
        headers,
        payload: { ...charge, description: 'Plan \u202eRUE 0001' },
      },
      'body.description',
    );
    await refusedField(
      t,
      {
        method: 'POST',
        url: '/api/v1/charges',
        headers,
        payload: { ...charge, consumerReference: 'a\u0000b' },
      },
      'body.consumerReference',
    );
    await refusedField(
      t,
      {
        method: 'GET',
        url: `/api/v1/consumers/${encodeURIComponent('a\u202eb')}/assets`,
        headers: merchant,
      },
      'params.consumerReference',
    );
    await refusedField(
      t,
      {
        method: 'POST',
        url: '/api/operator/v1/merchants',
        headers: { authorization: `Bearer ${OPERATOR_KEY}` },
        payload: { name: 'Shop\u2066' },
      },
      'body.name',
    );
  });

  it('refuses them in what a shopper types: a payer name, an account holder', async () => {
    const t = await startTestApp({}, { gateway: fakeGateway().gateway });
    const { uuid } = await t.createLink({ paymentMethods: ['TRUSTLY', 'SEPA_DD'] });
    await refusedField(
      t,
      {
        method: 'POST',
        url: `/public/trustly/payment-link/${uuid}`,
        headers: { [IDEMPOTENCY_HEADER]: 'hidden-trustly-1' },
        payload: {
          ...accepted(),
          firstName: 'Ana\u202e',
          lastName: 'Example',
          email: 'ana@example.com',
        },
      },
      'body.firstName',
    );
    await refusedField(
      t,
      {
        method: 'POST',
        url: `/public/sepa/merchant/${t.merchant.id}/mandate`,
        headers: { [IDEMPOTENCY_HEADER]: 'hidden-mandate-1' },
        payload: {
          paymentLinkId: uuid,
          accountHolder: 'Ana\u0000Example',
          iban: 'DE89370400440532013000',
          mandateAccepted: true,
        },
      },
      'body.accountHolder',
    );
  });

  it('keeps right-to-left text, its direction marks, emoji joiners and accents', async () => {
    const t = await startTestApp();
    for (const description of [
      'فاتورة رقم\u200f 1234',
      'חשבונית\u200e #42',
      'Famille 👨\u200d👩\u200d👧 — Crème brûlée',
      'خرید\u200cها',
    ]) {
      const { uuid } = await t.createLink({
        description,
        consumerReference: description.slice(0, 20),
      });
      const shown = await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` });
      expect(shown.json().description, code(description)).toBe(description);
    }
  });
});
