import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import type { ApprovalDecision, ApprovalFlow } from '../../payments/gatewayMethod';

/**
 * The shopper gives up on the provider's, bank's or wallet's page: the payment is REFUSED with
 * reason CANCELLED and the shopper goes back as after any decision. Needs no choice made first.
 */
export const CANCEL_DECISION: ApprovalDecision = {
  id: 'cancel',
  label: 'approval.cancel',
  decide: () => ({ status: 'REFUSED', refusalReason: REFUSAL_REASONS.cancelled }),
};

/**
 * Every approval page has a way to give up: the flow's own (PayPal's Cancel, a bank's reject,
 * under the decision id `cancel`), or else this one, last.
 */
export function withCancel(flow: ApprovalFlow): ApprovalFlow {
  if (flow.decisions.some((decision) => decision.id === CANCEL_DECISION.id)) return flow;
  return { ...flow, decisions: [...flow.decisions, CANCEL_DECISION] };
}
