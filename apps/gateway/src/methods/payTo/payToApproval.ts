import type { MethodDetails } from '@paypage/contract/methodDetails';
import { PAYTO_DETAILS } from '@paypage/contract/methods/payToRules';
import type { MandateStatus } from '@paypage/contract/methods/payTo';
import type { SettleStatus } from '../../payments/settlePayment';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import type { MethodTextKey } from '../../i18n/catalogues';
import type { ApprovalDecision, ApprovalFlow } from '../../payments/gatewayMethod';

type Decided = { status: SettleStatus; refusalReason?: string; details: MethodDetails };

/** The payment with the agreement's new status: what the service and the waiting page see. */
function agreement(payment: SandboxPayment, mandateStatus: MandateStatus): Decided {
  const details = { ...payment.details, [PAYTO_DETAILS.mandateStatus]: mandateStatus };
  if (mandateStatus === 'ACTIVE') {
    // An amount of 0 only sets up the agreement: authorised for the merchant's later debits.
    return { status: payment.amount === 0 ? 'AUTHORISED' : 'SUCCESS', details };
  }
  // The payer's decision is the refusal reason too: DECLINED, REJECTED or TIMEDOUT.
  return { status: 'REFUSED', refusalReason: mandateStatus, details };
}

/** Whether the agreement's deadline has passed: the bank no longer takes a decision then. */
function isOverdue(payment: SandboxPayment, now: Date): boolean {
  const deadline = payment.details?.[PAYTO_DETAILS.agreementExpiresAt];
  return typeof deadline === 'string' && Date.parse(deadline) <= now.getTime();
}

/** SPEC §4's mandate statuses once the payer (or the clock) decided. */
const decideAgreement = (
  payment: SandboxPayment,
  wanted: MandateStatus,
  now = new Date(),
): Decided => agreement(payment, isOverdue(payment, now) ? 'TIMEDOUT' : wanted);

const decision = (id: string, label: MethodTextKey, status: MandateStatus): ApprovalDecision => ({
  id,
  label,
  decide: (payment) => decideAgreement(payment, status),
});

const DONE_TITLES: Partial<Record<string, MethodTextKey>> = {
  ACTIVE: 'payto.done.active',
  DECLINED: 'payto.done.declined',
  REJECTED: 'payto.done.rejected',
  TIMEDOUT: 'payto.done.timedOut',
};

/**
 * The sandbox banking app's agreement request (the shared approval page): approve (ACTIVE: the
 * payment is debited), decline (DECLINED), report it as not recognised (the bank REJECTED it), or
 * leave it (TIMEDOUT, as when nobody answers before the deadline). The payer is on the bank's
 * app, not on the payment page: the page learns the outcome by itself.
 */
export const payToApproval: ApprovalFlow = {
  title: 'payto.approval.title',
  intro: 'payto.approval.intro',
  decisions: [
    decision('approve', 'payto.approval.approve', 'ACTIVE'),
    decision('decline', 'payto.approval.decline', 'DECLINED'),
    decision('reject', 'payto.approval.reject', 'REJECTED'),
    decision('time-out', 'payto.approval.timeOut', 'TIMEDOUT'),
  ],
  afterwards: 'done',
  doneTitle: (payment) => {
    const status = payment.details?.[PAYTO_DETAILS.mandateStatus];
    return typeof status === 'string' ? DONE_TITLES[status] : undefined;
  },
};
