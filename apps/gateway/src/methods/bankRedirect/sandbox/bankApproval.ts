import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import { maskIban } from '@paypage/contract/iban';
import type { BankPaymentDetails } from '@paypage/contract/methods/bankRedirect';
import { translatorFor } from '../../../i18n/catalogues';
import type { SandboxPayment } from '../../../payments/sandboxPayment';
import type { ApprovalFlow, ApprovalDecision } from '../../../payments/gatewayMethod';
import type { MethodTextKey } from '../../../i18n/catalogues';
import type { AccountOutcome, BankRedirectMethod, SandboxAccount } from './sandboxAccounts';
import { decisionOf, SANDBOX_ACCOUNTS } from './sandboxAccounts';

/** Whose accounts the sandbox bank shows when the payment names nobody (Trustly names the payer). */
const SANDBOX_ACCOUNT_HOLDER = 'Alex Example';

/** A method's own words on the bank page. */
export interface BankPageTexts {
  title: MethodTextKey;
  intro: MethodTextKey;
  legend: MethodTextKey;
  approve: MethodTextKey;
  cancel: MethodTextKey;
  /** Pay by bank chooses a bank, the others an account. */
  choosesBank?: boolean;
}

const OUTCOME_HINTS: Record<AccountOutcome['kind'], MethodTextKey> = {
  approves: 'bankRedirect.option.approves',
  declines: 'bankRedirect.option.declines',
  'confirms-later': 'bankRedirect.option.confirmsLater',
  'rejects-later': 'bankRedirect.option.rejectsLater',
};

const holderOf = (payment: SandboxPayment): string => {
  const named = payment.details?.accountHolder;
  return typeof named === 'string' && named !== '' ? named : SANDBOX_ACCOUNT_HOLDER;
};

/** "Alex Example · DE89 3704 …", or the bank's name for a bank picker, with what it does. */
function optionLabel(payment: SandboxPayment, account: SandboxAccount, texts: BankPageTexts) {
  const { t } = translatorFor(payment.locale);
  const name = texts.choosesBank ? account.bankName : `${holderOf(payment)} · ${account.account}`;
  return t(OUTCOME_HINTS[account.outcome.kind], { account: name });
}

function approve(method: BankRedirectMethod, label: MethodTextKey): ApprovalDecision {
  const accounts: readonly SandboxAccount[] = SANDBOX_ACCOUNTS[method];
  return {
    id: 'approve',
    label,
    decide(payment, choice) {
      const account = accounts.find((offered) => offered.id === choice);
      // The approval page lets only the options through; this is a guard.
      if (!account) throw new Error(`No sandbox account ${choice ?? '(none)'} for ${method}`);
      const paidFrom: BankPaymentDetails = {
        bankName: account.bankName,
        accountHolder: holderOf(payment),
        maskedAccount: maskIban(account.account),
      };
      const { status, refusalReason, later } = decisionOf(account.outcome);
      if (!later) return { status, details: paidFrom, ...(refusalReason ? { refusalReason } : {}) };
      const confirmed = later.status === 'REFUSED' ? 'REJECTED' : 'CONFIRMED';
      return {
        status,
        details: { ...paidFrom, bankConfirmation: 'PENDING' },
        later: { ...later, details: { ...paidFrom, bankConfirmation: confirmed } },
      };
    },
  };
}

/**
 * The sandbox bank page of one of the four methods (the gateway's shared approval page): the
 * method's accounts or banks to choose from, approve with the chosen one (which decides the
 * outcome, see sandboxAccounts), or cancel, and back to the payment page.
 */
export function bankApproval(method: BankRedirectMethod, texts: BankPageTexts): ApprovalFlow {
  const accounts: readonly SandboxAccount[] = SANDBOX_ACCOUNTS[method];
  return {
    title: texts.title,
    intro: texts.intro,
    choice: {
      legend: texts.legend,
      options: (payment) =>
        accounts.map((account) => ({
          value: account.id,
          label: optionLabel(payment, account, texts),
        })),
    },
    decisions: [
      approve(method, texts.approve),
      {
        id: 'cancel',
        label: texts.cancel,
        decide: () => ({ status: 'REFUSED', refusalReason: REFUSAL_REASONS.cancelled }),
      },
    ],
    afterwards: 'return',
  };
}
