import type { MethodDetails } from '@paypage/contract/methodDetails';
import { PAYPAL_REFUSAL_REASONS } from '@paypage/contract/sandboxPaypal';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import type { GatewayDb } from '../../store/database';
import { findPaymentById, updatePaymentState } from '../../payments/paymentsRepository';
import { enqueuePaymentUpdated } from '../../webhooks/paymentUpdatedEvent';
import { buyerById, newBillingAgreementId, paidStatusOf } from './billingAgreements';
import { insertBillingAgreement } from './paypalRepository';

export type ExecuteResult =
  | { outcome: 'not_found' }
  /** Final already, or not approved yet: the payment as it is (executing again is harmless). */
  | { outcome: 'unchanged'; payment: SandboxPayment }
  | { outcome: 'executed'; payment: SandboxPayment };

/** The payer's choice on the approval page, kept in the payment's details. */
const approvedPayerOf = (payment: SandboxPayment) => {
  const payerId = payment.details?.payerId;
  return typeof payerId === 'string' ? buyerById(payerId) : undefined;
};

/**
 * Executes a PayPal payment the payer has approved: the approved account pays (AUTHORISED with
 * preauth, SUCCESS with preauthAndCapture) or is refused, and a billing agreement is made when
 * the payment asked for one. One database transaction with a conditional update: executing
 * twice, or two executions racing, moves the money and makes the agreement once.
 */
export async function executePaypalPayment(
  db: GatewayDb,
  id: string,
  now: Date,
): Promise<ExecuteResult> {
  return db.transaction().execute(async (trx): Promise<ExecuteResult> => {
    const payment = await findPaymentById(trx, id);
    if (!payment || payment.method !== 'PAYPAL') return { outcome: 'not_found' };
    const payer = approvedPayerOf(payment);
    if (payment.status !== 'PENDING' || !payer) return { outcome: 'unchanged', payment };
    const at = now.toISOString();
    const transactionType = String(payment.details?.transactionType ?? 'preauthAndCapture');
    let details: MethodDetails = { ...payment.details };
    if (!payer.pays) {
      const refused = await updatePaymentState(trx, id, {
        from: ['PENDING'],
        to: 'REFUSED',
        at,
        refusalReason: PAYPAL_REFUSAL_REASONS.declined,
      });
      if (!refused) throw new Error(`Payment ${id} changed during execution`);
      await enqueuePaymentUpdated(trx, refused, at);
      return { outcome: 'executed', payment: refused };
    }
    if (payment.details?.createBillingAgreement === true) {
      const agreementId = newBillingAgreementId();
      await insertBillingAgreement(trx, {
        id: agreementId,
        payerId: payer.payerId,
        payerEmail: payer.email,
        paymentId: id,
        at,
      });
      details = { ...details, billingAgreementId: agreementId };
    }
    const paid = await updatePaymentState(trx, id, {
      from: ['PENDING'],
      to: paidStatusOf(transactionType),
      at,
      details,
    });
    // The transaction holds the write lock: nothing else can have moved it since the read.
    if (!paid) throw new Error(`Payment ${id} changed during execution`);
    await enqueuePaymentUpdated(trx, paid, at);
    return { outcome: 'executed', payment: paid };
  });
}
