import type { SepaReturnReason } from './sepa';

/**
 * The sandbox gateway's test IBANs: a debit of a mandate on one of them has one determined
 * outcome. All are valid German IBANs (ISO 13616 check digits), so the page's form takes them.
 * Any other valid IBAN of a SEPA country settles like the first one.
 */
export type SandboxDebitOutcome =
  /** Cleared after SEPA_SANDBOX_CLEARING_MS: SUCCESS. */
  | { kind: 'settles' }
  /** Stays PENDING until the settle call (SUCCESS) or the return call. */
  | { kind: 'waits' }
  /** Returned by the payer's bank after SEPA_SANDBOX_CLEARING_MS: REFUSED with the code. */
  | { kind: 'returned'; reason: SepaReturnReason }
  /** Rejected at submission, before any clearing: REFUSED at once with the code. */
  | { kind: 'rejected'; reason: SepaReturnReason };

export interface SandboxIban {
  iban: string;
  outcome: SandboxDebitOutcome;
  description: string;
}

/**
 * How long the sandbox takes to clear a debit: in SEPA the collection is settled on its due date
 * and the payer's bank may return it for some days after; the sandbox squeezes that into
 * seconds, so a demo and a test see the outcome arrive.
 */
export const SEPA_SANDBOX_CLEARING_MS = 5_000;

export const SANDBOX_IBANS: readonly SandboxIban[] = [
  {
    iban: 'DE89370400440532013000',
    outcome: { kind: 'settles' },
    description: 'Settles: PENDING, then SUCCESS after the clearing delay',
  },
  {
    iban: 'DE02370400440532013111',
    outcome: { kind: 'waits' },
    description: 'Stays PENDING until the settle call (SUCCESS) or the return call',
  },
  {
    iban: 'DE50370400440532010404',
    outcome: { kind: 'returned', reason: 'AC04' },
    description: 'Returned after the clearing delay: AC04, account closed',
  },
  {
    iban: 'DE83370400440532010101',
    outcome: { kind: 'returned', reason: 'MD01' },
    description: 'Returned after the clearing delay: MD01, no mandate',
  },
  {
    iban: 'DE11370400440532014404',
    outcome: { kind: 'returned', reason: 'AM04' },
    description: 'Returned after the clearing delay: AM04, insufficient funds',
  },
  {
    iban: 'DE67370400440532010001',
    outcome: { kind: 'rejected', reason: 'AG01' },
    description: 'Rejected at once: AG01, the account takes no direct debits',
  },
];

/**
 * A mandate the sandbox always knows, as it always knows its card tokens: the demo's saved
 * mandate pays with it without a mandate being given first.
 */
export const SANDBOX_MANDATE = {
  id: 'md_sandbox_demo_0001',
  mandateReference: 'MNDT-DEMO-0001',
  accountHolder: 'Alex Example',
  iban: 'DE89370400440532013000',
  creditorId: 'DE98ZZZ09999999999',
  creditorName: 'Demo Shop GmbH',
} as const;
