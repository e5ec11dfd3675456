import type { GatewayMandate } from '@paypage/contract/methods/sepa';
import { sepaMethod } from '../methods/sepaDd/sepaMethod';
import { AUTH, startTestGateway, type TestGateway } from './testGateway';

const CREDITOR = { id: 'DE98ZZZ09999999999', name: 'Test Shop GmbH', address: null };
export const IBAN_SETTLES = 'DE89370400440532013000';

let references = 0;

/** A gateway that plays SEPA Direct Debit (and the card), with its sandbox mandate seeded. */
export async function sepaGateway(): Promise<TestGateway> {
  const gateway = await startTestGateway({}, { methods: [sepaMethod] });
  await gateway.seedMethods(new Date());
  return gateway;
}

export function mandateBody(overrides: Record<string, unknown> = {}) {
  references += 1;
  return {
    reference: `mandate-${Date.now()}-${references}`,
    creditor: CREDITOR,
    accountHolder: 'Ana Example',
    iban: IBAN_SETTLES,
    scheme: 'CORE',
    sequence: 'RECURRENT',
    signedAt: new Date().toISOString(),
    ...overrides,
  };
}

export function postMandate(gateway: TestGateway, body: Record<string, unknown>) {
  return gateway.app.inject({
    method: 'POST',
    url: '/v1/sepa/mandates',
    headers: AUTH,
    payload: body,
  });
}

export async function newMandate(
  gateway: TestGateway,
  overrides: Record<string, unknown> = {},
): Promise<GatewayMandate> {
  const response = await postMandate(gateway, mandateBody(overrides));
  if (response.statusCode !== 201) throw new Error(`mandate failed: ${response.body}`);
  return response.json<GatewayMandate>();
}

export const outboxStatuses = async (gateway: TestGateway, paymentId: string) =>
  (await gateway.db.selectFrom('webhook_outbox').select('body').execute())
    .map((row) => JSON.parse(row.body) as { data: { id: string; status: string } })
    .filter((event) => event.data.id === paymentId)
    .map((event) => event.data.status);
