import { EXPIRED_REFUSAL_REASON } from '@paypage/contract/expiredPayment';
import { paymentAsItStands } from '../../payments/expiry';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import { settlePayment } from '../../payments/settlePayment';
import type { GatewayDb } from '../../store/database';
import { findVirtualAccount } from './virtualAccountsRepository';

export type DepositResult =
  /** The money arrived: the payment is SUCCESS (its webhook is on its way). */
  | { outcome: 'deposited'; payment: SandboxPayment }
  | { outcome: 'not_found' }
  /** The deadline has passed: the account takes no money any more. */
  | { outcome: 'expired'; payment: SandboxPayment }
  /** Paid already (or refused otherwise): a second transfer is sent back. */
  | { outcome: 'closed'; payment: SandboxPayment }
  /** A virtual account takes only its payment's exact amount; anything else is sent back. */
  | { outcome: 'wrong_amount'; payment: SandboxPayment };

const isOpen = (payment: SandboxPayment) =>
  payment.status === 'PENDING' || payment.status === 'RECEIVED';

function closedResult(payment: SandboxPayment): DepositResult {
  return payment.status === 'REFUSED' && payment.refusalReason === EXPIRED_REFUSAL_REASON
    ? { outcome: 'expired', payment }
    : { outcome: 'closed', payment };
}

/** The account's payment, expired first if its deadline has passed. */
export async function virtualAccountPayment(
  db: GatewayDb,
  accountNumber: string,
  now: Date,
): Promise<SandboxPayment | undefined> {
  const account = await findVirtualAccount(db, accountNumber);
  if (!account) return undefined;
  return paymentAsItStands(db, account.paymentId, now);
}

/** A transfer into a virtual account, as the shopper's bank would make it. */
export async function depositInto(
  db: GatewayDb,
  accountNumber: string,
  transfer: { amount: number; depositorName?: string | undefined },
  now: Date,
): Promise<DepositResult> {
  const payment = await virtualAccountPayment(db, accountNumber, now);
  if (!payment) return { outcome: 'not_found' };
  if (!isOpen(payment)) return closedResult(payment);
  if (transfer.amount !== payment.amount) return { outcome: 'wrong_amount', payment };
  const details = {
    ...payment.details,
    depositedAt: now.toISOString(),
    ...(transfer.depositorName ? { depositorName: transfer.depositorName } : {}),
  };
  const result = await settlePayment(db, payment.id, 'SUCCESS', now, { details });
  if (result.outcome === 'not_found') return { outcome: 'not_found' };
  // Decided meanwhile (the sweep expired it, another transfer paid it): this one is sent back.
  if (result.outcome === 'final') return closedResult(result.payment);
  return { outcome: 'deposited', payment: result.payment };
}

/** Sandbox only: the account's deadline comes now, as it would by itself at its due date. */
export async function expireNow(
  db: GatewayDb,
  accountNumber: string,
  now: Date,
): Promise<DepositResult> {
  const payment = await virtualAccountPayment(db, accountNumber, now);
  if (!payment) return { outcome: 'not_found' };
  if (!isOpen(payment)) return closedResult(payment);
  const result = await settlePayment(db, payment.id, 'REFUSED', now, {
    refusalReason: EXPIRED_REFUSAL_REASON,
  });
  if (result.outcome === 'not_found') return { outcome: 'not_found' };
  return closedResult(result.payment);
}
