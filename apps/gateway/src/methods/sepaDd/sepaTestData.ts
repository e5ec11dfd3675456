import { SEPA_RETURN_REASONS } from '@paypage/contract/methods/sepa';
import {
  SANDBOX_IBANS,
  SANDBOX_MANDATE,
  SEPA_SANDBOX_CLEARING_MS,
} from '@paypage/contract/methods/sepaSandbox';
import { formatIban } from '@paypage/contract/iban';
import type { TestDataTable } from '../../sandbox/sandboxData';
import type { RouteDoc } from '../../payments/gatewayMethod';

// No-break spaces keep an IBAN on one line; the page's form takes them as spaces.
const printed = (iban: string) => formatIban(iban).replace(/ /g, '\u00a0');
const CLEARING_S = SEPA_SANDBOX_CLEARING_MS / 1000;

export const SEPA_TEST_DATA: readonly TestDataTable[] = [
  {
    id: 'sepa-ibans',
    title: 'SEPA Direct Debit: test IBANs',
    description: `Give a mandate with one of these IBANs (any account holder). A debit is PENDING when submitted and due on the next TARGET business day; the sandbox clears it ${CLEARING_S} seconds later as the IBAN says. Any other valid IBAN of a SEPA country settles. Each change sends the service one signed webhook. An amount of 0 collects nothing: the payment is AUTHORISED at once and confirms the mandate for later debits.`,
    appliesTo: ['SEPA_DD'],
    columns: ['IBAN', 'Outcome', 'What happens'],
    rows: SANDBOX_IBANS.map((sandbox) => [
      printed(sandbox.iban),
      sandbox.outcome.kind === 'returned' || sandbox.outcome.kind === 'rejected'
        ? `REFUSED ${sandbox.outcome.reason}`
        : sandbox.outcome.kind === 'waits'
          ? 'PENDING'
          : 'SUCCESS',
      sandbox.description,
    ]),
    codeColumns: [0, 1],
  },
  {
    id: 'sepa-mandate',
    title: 'SEPA Direct Debit: the mandate that always exists',
    description: `A recurrent core mandate this sandbox knows from its first start, so that a service can store it as a shopper's saved mandate without one being given first (the demo's saved mandate is this one). Its debits settle ${CLEARING_S} seconds after submission.`,
    appliesTo: ['SEPA_DD'],
    columns: ['Mandate id', 'Mandate reference', 'IBAN', 'Account holder', 'Creditor identifier'],
    rows: [
      [
        SANDBOX_MANDATE.id,
        SANDBOX_MANDATE.mandateReference,
        printed(SANDBOX_MANDATE.iban),
        SANDBOX_MANDATE.accountHolder,
        SANDBOX_MANDATE.creditorId,
      ],
    ],
    codeColumns: [0, 1, 2, 4],
  },
  {
    id: 'sepa-return-reasons',
    title: 'SEPA Direct Debit: return reasons',
    description:
      'The R-transaction reasons (ISO 20022) the return call accepts; a returned debit is REFUSED with its code as refusalReason.',
    appliesTo: ['SEPA_DD'],
    columns: ['Reason', 'Meaning'],
    rows: Object.entries(SEPA_RETURN_REASONS).map(([code, meaning]) => [code, meaning]),
    codeColumns: [0],
  },
];

export const SEPA_ROUTE_DOCS: { api: readonly RouteDoc[] } = {
  api: [
    [
      'POST',
      '/v1/sepa/mandates',
      'Create a SEPA mandate: {reference, creditor: {id, name, address}, accountHolder, iban, scheme: CORE|B2B, sequence: RECURRENT|ONE_OFF, signedAt}. Answers the mandate (id, mandateReference, masked IBAN, never the full IBAN); the same reference answers the existing one.',
    ],
    ['GET', '/v1/sepa/mandates/{id}', 'Read a mandate.'],
    [
      'POST',
      '/v1/payments',
      'With method SEPA_DD and details {"mandateId": "md_…"}: debit a mandate (PENDING, then SUCCESS or REFUSED with a return reason). The same call charges a saved mandate later.',
    ],
    [
      'POST',
      '/v1/sandbox/sepa/payments/{id}/return',
      'Sandbox only: the payer’s bank returns an open debit, {"reason": "AC04"}; it becomes REFUSED with that refusalReason.',
    ],
  ],
};
