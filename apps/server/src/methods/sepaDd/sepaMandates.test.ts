import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { GatewayRejected, GatewayUnavailable } from '../../gateway/gateway';
import { REPLAYED_HEADER } from '../../idempotency/idempotentRoutes';
import {
  IBAN,
  linkWithMandate,
  mandateBody,
  newKey,
  postMandate,
  sepaApp,
  sepaLinkBody,
} from '../../testing/sepaHelpers';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Every row of every table of the service's store, as text. */
async function everythingStored(t: Awaited<ReturnType<typeof sepaApp>>['t']): Promise<string> {
  const tables = [
    'assets',
    'sepa_mandates',
    'transactions',
    'events',
    'idempotency_keys',
    'merchant_webhooks',
  ] as const;
  const rows = await Promise.all(
    tables.map((table) => t.db.selectFrom(table).selectAll().execute()),
  );
  return JSON.stringify(rows);
}

describe('GET /public/merchant/{merchantId}/creditor', () => {
  it("answers the merchant's creditor as the mandate text names it", async () => {
    const { t } = await sepaApp();
    const response = await t.inject({ url: `/public/merchant/${t.merchant.id}/creditor` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Test Shop Ltd',
      creditorId: 'DE98ZZZ09999999999',
      address: null,
    });
  });

  it('answers 404 for a merchant without creditor data or unknown, 400 for a malformed id', async () => {
    const { t } = await sepaApp();
    for (const id of [t.otherMerchant.id, 'mer_unknown']) {
      const response = await t.inject({ url: `/public/merchant/${id}/creditor` });
      expect([response.statusCode, response.json().errorCode]).toEqual([404, 'NOT_FOUND']);
    }
    const bad = await t.inject({
      url: `/public/merchant/${encodeURIComponent('mer<x>')}/creditor`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([
      { field: 'params.merchantId', message: expect.any(String) },
    ]);
  });
});

describe('POST /public/sepa/merchant/{merchantId}/mandate', () => {
  it("saves a consumer's mandate as a saved asset with the masked IBAN only", async () => {
    const { t, fake } = await sepaApp();
    const { uuid } = await t.createLink(sepaLinkBody({ consumerReference: 'c-1' }));
    const response = await postMandate(t, mandateBody(uuid, { accountHolder: ' Ana Example ' }));
    expect(response.statusCode).toBe(201);
    const mandate = response.json();
    expect(mandate).toEqual({
      uuid: expect.stringMatching(UUID_V4),
      sepaMandateReference: 'MNDT-TEST00000001',
    });
    expect(fake.mandates).toEqual([
      {
        reference: mandate.uuid,
        creditor: { id: 'DE98ZZZ09999999999', name: 'Test Shop Ltd', address: null },
        accountHolder: 'Ana Example',
        iban: 'DE89 3704 0044 0532 0130 00',
        scheme: 'CORE',
        sequence: 'RECURRENT',
        signedAt: expect.any(String),
      },
    ]);
    const assets = (await t.inject({ url: `/public/payment-link/${uuid}/assets` })).json();
    expect(assets.sepaDirectDebit).toEqual([
      {
        id: expect.stringMatching(/^as_/),
        type: 'SEPA_DD',
        accountHolder: 'Ana Example',
        iban: 'DE****************3000',
        sepaMandateReference: 'MNDT-TEST00000001',
      },
    ]);
    const row = await t.db.selectFrom('sepa_mandates').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      id: mandate.uuid,
      link_uuid: uuid,
      consumer_reference: 'c-1',
      asset_id: assets.sepaDirectDebit[0].id,
      gateway_mandate_id: 'md_test00000001',
      scheme: 'CORE',
      sequence: 'RECURRENT',
      iban_masked: 'DE****************3000',
    });
  });

  it.each([
    ['without consumer', {}, 'ONE_OFF', 'CORE'],
    ['of a subscription without consumer', { isSubscription: true }, 'RECURRENT', 'CORE'],
    [
      'collected under B2B',
      { paymentSettings: { sepa: { mandateScheme: 'SEPADDB2B' as const } } },
      'ONE_OFF',
      'B2B',
    ],
  ])(
    'gives a link %s a %s %s mandate and no saved asset',
    async (_case, link, sequence, scheme) => {
      const { t, fake } = await sepaApp();
      const { mandate } = await linkWithMandate(t, link);
      expect(fake.mandates[0]).toMatchObject({ reference: mandate.uuid, sequence, scheme });
      expect(await t.db.selectFrom('assets').selectAll().execute()).toEqual([]);
    },
  );

  it.each([
    ['no account holder', { accountHolder: '   ' }, 'body.accountHolder', 'is required'],
    ['a name with @', { accountHolder: 'ana@example' }, 'body.accountHolder', 'characters'],
    ['a name of 71 characters', { accountHolder: 'A'.repeat(71) }, 'body.accountHolder', '70'],
    ['an IBAN one digit short', { iban: 'DE8937040044053201300' }, 'body.iban', 'wrong length'],
    ['a wrong check digit', { iban: 'DE88370400440532013000' }, 'body.iban', 'not a valid IBAN'],
    ['an IBAN outside SEPA', { iban: 'BR1500000000000010932840814P2' }, 'body.iban', 'SEPA'],
    ['an IBAN with punctuation', { iban: 'DE89-3704' }, 'body.iban', 'pattern'],
    ['the text not accepted', { mandateAccepted: false }, 'body.mandateAccepted', ''],
    ['another field', { bic: 'COBADEFFXXX' }, 'body.bic', ''],
  ])(
    'refuses %s (400 with the field), and asks the gateway nothing',
    async (_c, change, field, text) => {
      const { t, fake } = await sepaApp();
      const { uuid } = await t.createLink(sepaLinkBody());
      const response = await postMandate(t, mandateBody(uuid, change));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        fields: [{ field, message: expect.stringContaining(text) }],
      });
      expect(fake.mandates).toEqual([]);
    },
  );

  it('refuses links it cannot be given on: unknown, another merchant’s, paid, no SEPA, not euro', async () => {
    const { t } = await sepaApp();
    const ours = await t.createLink(sepaLinkBody());
    const paid = await t.createLink(sepaLinkBody());
    await t.services.linkStates.move(paid.uuid, 'VALID', 'PROCESSING_PAYMENT');
    await t.services.linkStates.move(paid.uuid, 'PROCESSING_PAYMENT', 'CONSUMED');
    const card = await t.createLink({ paymentMethods: ['CARD'] });
    const dollars = await t.createLink(sepaLinkBody({ currency: 'SGD' }));
    const cases: [string, { merchantId?: string }, number, string][] = [
      ['3f2504e0-4f89-41d3-9a0c-0305e82c3301', {}, 404, 'NOT_FOUND'],
      [ours.uuid, { merchantId: t.otherMerchant.id }, 404, 'NOT_FOUND'],
      [paid.uuid, {}, 409, 'PAYMENT_LINK_CONSUMED'],
      [card.uuid, {}, 400, 'PAYMENT_METHOD_NOT_OFFERED'],
      [dollars.uuid, {}, 400, 'PAYMENT_METHOD_NOT_OFFERED'],
    ];
    for (const [uuid, where, status, code] of cases) {
      const response = await postMandate(t, mandateBody(uuid), where);
      expect([uuid, response.statusCode, response.json().errorCode]).toEqual([uuid, status, code]);
    }
  });

  it('needs an Idempotency-Key; a replay answers the same mandate without a second one', async () => {
    const { t, fake } = await sepaApp();
    const { uuid } = await t.createLink(sepaLinkBody());
    const missing = await postMandate(t, mandateBody(uuid), { key: null });
    expect(missing.statusCode).toBe(400);
    const key = newKey();
    const first = await postMandate(t, mandateBody(uuid), { key });
    const replay = await postMandate(t, mandateBody(uuid), { key });
    expect(replay.headers[REPLAYED_HEADER]).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(fake.mandates).toHaveLength(1);
    const other = await postMandate(t, mandateBody(uuid, { accountHolder: 'Bo' }), { key });
    expect(other.statusCode).toBe(422);
  });

  it('says 400 when the gateway refuses the mandate and 502 when it does not answer', async () => {
    const refusing = await sepaApp({
      calls: {
        'POST /v1/sepa/mandates': () => {
          throw new GatewayRejected(400, 'Invalid request: /iban is not valid');
        },
      },
    });
    const link = await refusing.t.createLink(sepaLinkBody());
    const refused = await postMandate(refusing.t, mandateBody(link.uuid));
    expect(refused.json()).toMatchObject({
      statusCode: 400,
      fields: [{ field: 'body', message: 'was refused by the payment provider' }],
    });

    const down = await sepaApp({
      calls: {
        'POST /v1/sepa/mandates': () => {
          throw new GatewayUnavailable('down');
        },
      },
    });
    const other = await down.t.createLink(sepaLinkBody());
    const failed = await postMandate(down.t, mandateBody(other.uuid));
    expect([failed.statusCode, failed.json().errorCode]).toEqual([502, 'GATEWAY_UNAVAILABLE']);
  });

  it('stores and logs no full IBAN, whatever the request', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { t } = await sepaApp({}, logStream);
    const { uuid } = await t.createLink(sepaLinkBody({ consumerReference: 'c-2' }));
    await postMandate(t, mandateBody(uuid, { iban: IBAN }));
    await postMandate(t, mandateBody(uuid, { iban: 'DE88370400440532013000' }));
    await postMandate(t, mandateBody(uuid, { iban: IBAN, accountHolder: 'x@y' }));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toMatch(/37040044|053201300/);
    expect(await everythingStored(t)).not.toMatch(/37040044|053201300/);
  });
});
