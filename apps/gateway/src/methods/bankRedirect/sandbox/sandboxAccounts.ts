import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { LaterDecision } from '../../../payments/scheduledDecisions';
import type { SettleStatus } from '../../../payments/settlePayment';

/** Trustly's sandbox bank confirms (or rejects) a transfer this long after the shopper. */
export const TRUSTLY_BANK_CONFIRMS_AFTER_MS = 3000;

/** The sandbox bank every account below belongs to, unless it names its own. */
const SANDBOX_BANK_NAME = 'Sandbox Bank';

/** What choosing an account (or a bank) and approving leads to. */
export type AccountOutcome =
  | { kind: 'approves' }
  | { kind: 'declines'; refusalReason: string }
  /** Trustly: PENDING now, decided by the bank a few seconds later. */
  | { kind: 'confirms-later' }
  | { kind: 'rejects-later'; refusalReason: string };

export interface SandboxAccount {
  /** The form value on the bank's page. */
  id: string;
  bankName: string;
  /**
   * An IBAN, or a UK sort code and account number; the page and the README show it whole, the
   * payment's details only masked (the contract's maskIban, as every IBAN the gateway answers).
   */
  account: string;
  outcome: AccountOutcome;
}

/**
 * The accounts (for pay by bank: the banks) each method's sandbox bank page offers, one that
 * approves and one that declines; the page's cancel button is the third way out. The README and
 * the sandbox home page list them (bankRedirectTestData).
 */
export const SANDBOX_ACCOUNTS = {
  REQUEST_TO_PAY: [
    {
      id: 'r2p-current',
      bankName: SANDBOX_BANK_NAME,
      account: 'DE89 3704 0044 0532 0130 00',
      outcome: { kind: 'approves' },
    },
    {
      id: 'r2p-empty',
      bankName: SANDBOX_BANK_NAME,
      account: 'DE02 1203 0000 0000 2020 51',
      // ISO 20022 AM04: insufficient funds, as a SEPA request-to-pay rejection names it.
      outcome: { kind: 'declines', refusalReason: 'AM04' },
    },
  ],
  TRUSTLY: [
    {
      id: 'trustly-confirms',
      bankName: SANDBOX_BANK_NAME,
      account: 'SE45 5000 0000 0583 9825 7466',
      outcome: { kind: 'confirms-later' },
    },
    {
      id: 'trustly-rejects',
      bankName: SANDBOX_BANK_NAME,
      account: 'SE72 8000 0810 3400 0978 3242',
      outcome: { kind: 'rejects-later', refusalReason: 'BANK_REJECTED' },
    },
  ],
  PAYBYBANK: [
    {
      id: 'sandbox-bank',
      bankName: SANDBOX_BANK_NAME,
      account: 'GB29 NWBK 6016 1331 9268 19',
      outcome: { kind: 'approves' },
    },
    {
      id: 'sandbox-savings-bank',
      bankName: 'Sandbox Savings Bank',
      account: 'GB94 BARC 1020 1530 0934 59',
      outcome: { kind: 'declines', refusalReason: 'INSUFFICIENT_FUNDS' },
    },
  ],
  ACCOUNT_TO_PAY: [
    {
      id: 'a2p-current',
      bankName: SANDBOX_BANK_NAME,
      account: 'DE75 5121 0800 1245 1261 99',
      outcome: { kind: 'approves' },
    },
    {
      id: 'a2p-empty',
      bankName: SANDBOX_BANK_NAME,
      account: 'DE12 5001 0517 0648 4898 90',
      outcome: { kind: 'declines', refusalReason: 'INSUFFICIENT_FUNDS' },
    },
  ],
} as const satisfies Partial<Record<PaymentMethod, readonly SandboxAccount[]>>;

export type BankRedirectMethod = keyof typeof SANDBOX_ACCOUNTS;

export interface AccountDecision {
  status: SettleStatus;
  refusalReason?: string;
  later?: LaterDecision;
}

/** The statuses an account's outcome decides, now and (Trustly) later. */
export function decisionOf(outcome: AccountOutcome): AccountDecision {
  switch (outcome.kind) {
    case 'approves':
      return { status: 'SUCCESS' };
    case 'declines':
      return { status: 'REFUSED', refusalReason: outcome.refusalReason };
    case 'confirms-later':
      return {
        status: 'PENDING',
        later: { status: 'SUCCESS', afterMs: TRUSTLY_BANK_CONFIRMS_AFTER_MS },
      };
    case 'rejects-later':
      return {
        status: 'PENDING',
        later: {
          status: 'REFUSED',
          refusalReason: outcome.refusalReason,
          afterMs: TRUSTLY_BANK_CONFIRMS_AFTER_MS,
        },
      };
  }
}
