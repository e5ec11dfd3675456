import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { TestDataTable } from '../../sandbox/sandboxData';
import type { AccountOutcome, BankRedirectMethod, SandboxAccount } from './sandbox/sandboxAccounts';
import { SANDBOX_ACCOUNTS, TRUSTLY_BANK_CONFIRMS_AFTER_MS } from './sandbox/sandboxAccounts';

const LATER_S = TRUSTLY_BANK_CONFIRMS_AFTER_MS / 1000;

const OUTCOMES: Record<AccountOutcome['kind'], string> = {
  approves: 'SUCCESS at once',
  declines: 'REFUSED at once',
  'confirms-later': `PENDING, then SUCCESS ${LATER_S} s later (the bank confirms)`,
  'rejects-later': `PENDING, then REFUSED ${LATER_S} s later (the bank rejects)`,
};

const reasonOf = (outcome: AccountOutcome): string =>
  'refusalReason' in outcome ? outcome.refusalReason : '—';

const CANCEL_ROW = ['(Cancel button)', '—', 'REFUSED at once', 'CANCELLED'] as const;

/** One table per method: each sandbox account (or bank) and what approving with it does. */
export function bankRedirectTestData(
  method: BankRedirectMethod,
  title: string,
  description: string,
): TestDataTable {
  const accounts: readonly SandboxAccount[] = SANDBOX_ACCOUNTS[method];
  // Pay by bank's page picks a bank; the others' pick an account at the one sandbox bank.
  const picksBank = method === 'PAYBYBANK';
  return {
    id: `${method.toLowerCase().replace(/_/g, '-')}-accounts`,
    title,
    description: `${description} Each outcome sends the service one payment.updated webhook per status, and the bank sends the shopper back to the payment page.`,
    appliesTo: [method satisfies PaymentMethod],
    columns: picksBank
      ? ['Bank', 'Account paid from', 'Approving with it', 'Refusal reason']
      : ['Account', 'Bank', 'Approving with it', 'Refusal reason'],
    rows: [
      ...accounts.map(
        (account) =>
          [
            picksBank ? account.bankName : account.account,
            picksBank ? account.account : account.bankName,
            OUTCOMES[account.outcome.kind],
            reasonOf(account.outcome),
          ] as const,
      ),
      CANCEL_ROW,
    ],
    codeColumns: picksBank ? [1, 3] : [0, 3],
  };
}
