import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { CreateGatewayMandateBody, GatewayMandate } from '@paypage/contract/methods/sepa';
import { maskIban } from '@paypage/contract/iban';
import type { CreatePaymentLinkBody } from '@paypage/contract/paymentLink';
import { fakeGateway, type FakeGatewayOptions } from './fakeGateway';
import { accepted, startTestApp, type TestApp } from './testApp';

export const IBAN = 'DE89370400440532013000';
/** The fake gateway refuses a debit of this mandate at once, as a bank rejects one (AG01). */
export const REJECTED_MANDATE_IBAN = 'DE67370400440532010001';

let counter = 0;
export const newKey = () => `sepa-key-${Date.now()}-${counter++}`;

/** A gateway that makes mandates and debits them as the sandbox does, without the clock. */
function sepaFake(options: FakeGatewayOptions = {}) {
  const mandates: CreateGatewayMandateBody[] = [];
  const byId = new Map<string, CreateGatewayMandateBody>();
  const fake = fakeGateway({
    startOther: (body): Partial<GatewayPayment> => {
      const mandateId = String(body.details?.mandateId);
      const mandate = byId.get(mandateId);
      const details = {
        mandateId,
        mandateReference: `MNDT-${mandateId.slice(3, 15).toUpperCase()}`,
        ibanMasked: mandate ? maskIban(mandate.iban) : 'DE****************3000',
      };
      if (body.amount === 0) return { status: 'AUTHORISED', details };
      if (mandate?.iban === REJECTED_MANDATE_IBAN) {
        return { status: 'REFUSED', refusalReason: 'AG01', details };
      }
      return {
        status: 'PENDING',
        details: { ...details, sequenceType: 'FRST', dueDate: '2026-11-25' },
      };
    },
    calls: {
      'POST /v1/sepa/mandates': (raw): GatewayMandate => {
        const body = raw as CreateGatewayMandateBody;
        mandates.push(body);
        const id = `md_test${String(mandates.length).padStart(8, '0')}`;
        byId.set(id, body);
        return {
          id,
          reference: body.reference,
          mandateReference: `MNDT-${id.slice(3, 15).toUpperCase()}`,
          status: 'ACTIVE',
          scheme: body.scheme,
          sequence: body.sequence,
          accountHolder: body.accountHolder,
          ibanMasked: maskIban(body.iban),
          creditorId: body.creditor.id,
          signedAt: body.signedAt,
          createdAt: new Date().toISOString(),
        };
      },
    },
    ...options,
  });
  return { ...fake, mandates };
}

export async function sepaApp(options: FakeGatewayOptions = {}, logStream?: NodeJS.WritableStream) {
  const fake = sepaFake(options);
  const t = await startTestApp(logStream ? { logLevel: 'info' } : {}, {
    gateway: fake.gateway,
    ...(logStream ? { logStream } : {}),
  });
  return { t, fake };
}

export const sepaLinkBody = (
  body: Partial<CreatePaymentLinkBody> = {},
): Partial<CreatePaymentLinkBody> => ({ paymentMethods: ['SEPA_DD'], ...body });

export function postMandate(
  t: TestApp,
  body: Record<string, unknown>,
  { merchantId = t.merchant.id, key = newKey() }: { merchantId?: string; key?: string | null } = {},
) {
  return t.inject({
    method: 'POST',
    url: `/public/sepa/merchant/${merchantId}/mandate`,
    headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
    payload: body,
  });
}

export const mandateBody = (paymentLinkId: string, overrides: Record<string, unknown> = {}) => ({
  paymentLinkId,
  accountHolder: 'Ana Example',
  iban: 'DE89 3704 0044 0532 0130 00',
  mandateAccepted: true,
  ...overrides,
});

export function postTransaction(
  t: TestApp,
  paymentLinkId: string,
  assetId: string,
  {
    merchantId = t.merchant.id,
    key = newKey(),
    termsUrl = null,
  }: { merchantId?: string; key?: string; termsUrl?: string | null } = {},
) {
  return t.inject({
    method: 'POST',
    url: `/public/sepa/merchant/${merchantId}/transaction`,
    headers: { [IDEMPOTENCY_HEADER]: key },
    payload: {
      ...accepted(termsUrl),
      paymentLinkId,
      asset: { type: 'SEPA_DD', id: assetId },
      paymentMethod: 'SEPA_DD',
    },
  });
}

/** A link and a mandate given on it; answers the mandate's uuid. */
export async function linkWithMandate(
  t: TestApp,
  link: Partial<CreatePaymentLinkBody> = {},
  mandate: Record<string, unknown> = {},
) {
  const { uuid } = await t.createLink(sepaLinkBody(link));
  const given = await postMandate(t, mandateBody(uuid, mandate));
  if (given.statusCode !== 201) throw new Error(`mandate failed: ${given.body}`);
  return { uuid, mandate: given.json<{ uuid: string; sepaMandateReference: string }>() };
}
