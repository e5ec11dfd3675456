import type { FieldError } from '@paypage/contract/errors';
import type { MethodDetails } from '@paypage/contract/methodDetails';
import {
  PaypalAgreementChargeDetailsSchema,
  PaypalCheckoutDetailsSchema,
} from '@paypage/contract/methods/paypal';
import { Compile } from 'typebox/compile';
import type { GatewayDb } from '../../store/database';
import { approvalPath, type PaymentStart, type StartContext } from '../../payments/gatewayMethod';
import { chargeBillingAgreement } from './billingAgreements';
import { hasFraudData } from './paypalRepository';

const checkoutShape = Compile(PaypalCheckoutDetailsSchema);
const agreementChargeShape = Compile(PaypalAgreementChargeDetailsSchema);

function problemsOf(errors: Iterable<{ instancePath: string; message: string }>): FieldError[] {
  return [...errors].map((error) => ({
    field: `/details${error.instancePath}`,
    message: error.message,
  }));
}

/** Whether the fraud-data script reported the device before the payment (shown to the merchant). */
async function riskDataOf(
  db: GatewayDb,
  correlationId: string | undefined,
): Promise<MethodDetails> {
  if (correlationId === undefined) return {};
  return { riskData: (await hasFraudData(db, correlationId)) ? 'received' : 'missing' };
}

/**
 * A PayPal payment starts one of two ways: with a billing agreement it is charged at once;
 * without one the payer must approve it on the approval page first, and the service executes it
 * when the payer is back (paypalExecution).
 */
export async function startPaypalPayment({
  db,
  request,
  paymentId,
  now,
  windows,
}: StartContext): Promise<PaymentStart> {
  const details: unknown = request.details ?? {};
  if (typeof details === 'object' && details !== null && 'billingAgreementId' in details) {
    if (!agreementChargeShape.Check(details)) {
      return { outcome: 'invalid', fields: problemsOf(agreementChargeShape.Errors(details)) };
    }
    const charge = await chargeBillingAgreement(db, details);
    return {
      outcome: 'start',
      status: charge.status,
      details: { ...charge.details, ...(await riskDataOf(db, details.correlationId)) },
      ...(charge.refusalReason ? { refusalReason: charge.refusalReason } : {}),
    };
  }
  if (!checkoutShape.Check(details)) {
    return { outcome: 'invalid', fields: problemsOf(checkoutShape.Errors(details)) };
  }
  if (!request.returnUrl) {
    return {
      outcome: 'invalid',
      fields: [{ field: '/returnUrl', message: 'is required: the payer comes back there' }],
    };
  }
  const started: MethodDetails = {
    transactionType: details.transactionType,
    createBillingAgreement: details.createBillingAgreement,
    ...(await riskDataOf(db, details.correlationId)),
  };
  return {
    outcome: 'start',
    status: 'PENDING',
    action: { type: 'redirect', redirectUrl: approvalPath(paymentId) },
    details: started,
    // Not approved (or, approved, not executed) within PayPal's window: refused as EXPIRED.
    expiresAt: windows.until('paypalApproval', now),
  };
}
