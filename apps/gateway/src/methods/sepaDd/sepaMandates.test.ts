import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_MANDATE } from '@paypage/contract/methods/sepaSandbox';
import { sepaTables } from './sepaMandatesRepository';
import { AUTH, type TestGateway } from '../../testing/testGateway';
import {
  IBAN_SETTLES,
  mandateBody,
  newMandate,
  postMandate,
  sepaGateway,
} from '../../testing/sepaHelpers';

const opened: TestGateway[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((gateway) => gateway.close()));
});
async function gateway() {
  const started = await sepaGateway();
  opened.push(started);
  return started;
}

describe('POST /v1/sepa/mandates', () => {
  it('creates an ACTIVE mandate with a unique reference, and answers only the masked IBAN', async () => {
    const g = await gateway();
    const response = await postMandate(
      g,
      mandateBody({ iban: 'de89 3704 0044 0532 0130 00', accountHolder: ' Jörg Müller-Łukasz ' }),
    );
    expect(response.statusCode).toBe(201);
    const mandate = response.json();
    expect(mandate).toMatchObject({
      id: expect.stringMatching(/^md_[A-Za-z0-9_-]{8,64}$/),
      mandateReference: expect.stringMatching(/^MNDT-[A-Z0-9]{12}$/),
      status: 'ACTIVE',
      scheme: 'CORE',
      sequence: 'RECURRENT',
      accountHolder: 'Jörg Müller-Łukasz',
      ibanMasked: 'DE****************3000',
      creditorId: 'DE98ZZZ09999999999',
    });
    expect(response.body).not.toContain('0532013000');
    const stored = await sepaTables(g.db).selectFrom('sepa_mandates').select('iban').execute();
    expect(stored).toContainEqual({ iban: IBAN_SETTLES });

    const read = await g.app.inject({ url: `/v1/sepa/mandates/${mandate.id}`, headers: AUTH });
    expect(read.json()).toEqual(mandate);
    expect(read.body).not.toContain('0532013000');
  });

  it('answers the same mandate for the same reference, and 409 for another account', async () => {
    const g = await gateway();
    const body = mandateBody();
    const first = await postMandate(g, body);
    const again = await postMandate(g, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await postMandate(g, { ...body, iban: 'DE02370400440532013111' });
    expect(other.statusCode).toBe(409);
  });

  it('gives each mandate its own reference', async () => {
    const g = await gateway();
    const references = new Set<string>();
    for (let i = 0; i < 20; i++) references.add((await newMandate(g)).mandateReference);
    expect(references.size).toBe(20);
  });

  it.each([
    ['a German IBAN one digit short', { iban: 'DE8937040044053201300' }, '/iban', 'wrong length'],
    ['a wrong check digit', { iban: 'DE88370400440532013000' }, '/iban', 'not a valid IBAN'],
    ['an IBAN outside SEPA', { iban: 'BR1500000000000010932840814P2' }, '/iban', 'not a valid'],
    ['a name with @', { accountHolder: 'ana@example' }, '/accountHolder', 'not a valid name'],
    [
      'a creditor id with a wrong check',
      { creditor: { id: 'DE97ZZZ09999999999', name: 'X', address: null } },
      '/creditor/id',
      'creditor identifier',
    ],
  ])(
    'refuses %s with the failing field, without echoing the IBAN',
    async (_case, change, field, text) => {
      const g = await gateway();
      const response = await postMandate(g, mandateBody(change));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field, message: expect.stringContaining(text) }]);
      expect(response.body).not.toMatch(/0532013000|053201300|10932840814/);
    },
  );

  it('refuses an unknown scheme or sequence, and a request without the API key', async () => {
    const g = await gateway();
    expect((await postMandate(g, mandateBody({ scheme: 'COR1' }))).statusCode).toBe(400);
    expect((await postMandate(g, mandateBody({ sequence: 'TWICE' }))).statusCode).toBe(400);
    const anonymous = await g.app.inject({
      method: 'POST',
      url: '/v1/sepa/mandates',
      payload: mandateBody(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await g.app.inject({ url: '/v1/sepa/mandates/md_unknown000000', headers: AUTH })).statusCode,
    ).toBe(404);
  });

  it('never writes a full IBAN to its log, whatever the request', async () => {
    const g = await gateway();
    await newMandate(g);
    await postMandate(g, mandateBody({ iban: 'DE88370400440532013000' }));
    await postMandate(g, { ...mandateBody(), unexpected: true });
    expect(g.logs().length).toBeGreaterThan(0);
    expect(g.logs()).not.toMatch(/053201300/);
  });

  it('always knows the sandbox mandate of the demo', async () => {
    const g = await gateway();
    await g.seedMethods(new Date());
    const read = await g.app.inject({
      url: `/v1/sepa/mandates/${SANDBOX_MANDATE.id}`,
      headers: AUTH,
    });
    expect(read.json()).toMatchObject({
      mandateReference: 'MNDT-DEMO-0001',
      ibanMasked: 'DE****************3000',
      status: 'ACTIVE',
      sequence: 'RECURRENT',
    });
  });
});
