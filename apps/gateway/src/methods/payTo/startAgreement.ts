import { randomBytes } from 'node:crypto';
import type { FieldError } from '@paypage/contract/errors';
import type { MethodDetails } from '@paypage/contract/methodDetails';
import { PayToAgreementRequestSchema } from '@paypage/contract/methods/payTo';
import {
  maskPayId,
  normalisePayId,
  PAYTO_DETAILS,
  PAYTO_MANDATE_SCHEME,
  payIdProblem,
} from '@paypage/contract/methods/payToRules';
import { Compile } from 'typebox/compile';
import type { PaymentStart, StartContext } from '../../payments/gatewayMethod';
import { insertAgreement } from './payToAgreementsRepository';

const requestShape = Compile(PayToAgreementRequestSchema);

/** The longest a payer's bank lets an agreement request wait, whatever the service asks. */
const LONGEST_APPROVAL_WINDOW_S = 24 * 60 * 60;

function problemsOf(details: unknown, now: Date): FieldError[] {
  if (!requestShape.Check(details)) {
    return [...requestShape.Errors(details)].map((error) => ({
      field: `/details${error.instancePath}`,
      message: error.message,
    }));
  }
  const problem = payIdProblem(details.payIdType, details.payId);
  const fields: FieldError[] = problem
    ? [{ field: '/details/payId', message: `is not a valid PayID of its type (${problem})` }]
    : [];
  const expiresAt = Date.parse(details.agreementExpiresAt);
  if (expiresAt <= now.getTime()) {
    fields.push({ field: '/details/agreementExpiresAt', message: 'must be in the future' });
  } else if (expiresAt > now.getTime() + LONGEST_APPROVAL_WINDOW_S * 1000) {
    fields.push({ field: '/details/agreementExpiresAt', message: 'must be within 24 hours' });
  }
  return fields;
}

/**
 * A PayTo payment asks the payer's bank for an agreement (mandate scheme PAYTODD) to debit the
 * account behind a PayID. It waits PENDING until the payer decides in the banking app (the
 * approval page) or its deadline passes (payments/expiry.ts). The PayID stays here; the payment's
 * details show it masked.
 */
export async function startAgreement({
  db,
  request,
  paymentId,
  now,
  windows,
}: StartContext): Promise<PaymentStart> {
  const details: unknown = request.details ?? {};
  const fields = problemsOf(details, now);
  if (fields.length > 0 || !requestShape.Check(details)) return { outcome: 'invalid', fields };
  const payId = normalisePayId(details.payIdType, details.payId);
  const agreementId = `pa_${randomBytes(12).toString('base64url')}`;
  // The deadline the service asked for, cut to SHOPPER_STEP_TIMEOUT_S when that is set.
  const expiresAt = windows.cut(new Date(details.agreementExpiresAt).toISOString(), now);
  await insertAgreement(db, {
    id: agreementId,
    paymentId,
    payIdType: details.payIdType,
    payId,
    accountName: details.accountName,
    expiresAt,
    createdAt: now.toISOString(),
  });
  const shown: MethodDetails = {
    [PAYTO_DETAILS.agreementId]: agreementId,
    [PAYTO_DETAILS.mandateScheme]: PAYTO_MANDATE_SCHEME,
    [PAYTO_DETAILS.mandateStatus]: 'PENDING',
    [PAYTO_DETAILS.payIdType]: details.payIdType,
    [PAYTO_DETAILS.payIdMasked]: maskPayId(details.payIdType, payId),
    [PAYTO_DETAILS.accountName]: details.accountName,
    [PAYTO_DETAILS.agreementExpiresAt]: expiresAt,
  };
  // At its deadline the request times out (TIMEDOUT) by the expiry sweep (payments/expiry.ts).
  return { outcome: 'start', status: 'PENDING', details: shown, expiresAt };
}
