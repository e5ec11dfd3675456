import type { FieldError } from '@paypage/contract/errors';
import type { MethodDetails } from '@paypage/contract/methodDetails';
import { TrustlyPaymentBodySchema } from '@paypage/contract/methods/bankRedirect';
import Value from 'typebox/value';
import type { PaymentStart, StartContext } from '../../payments/gatewayMethod';
import { approvalPath } from '../../payments/gatewayMethod';

/** A field error of the request's details, as the gateway names fields (JSON pointers). */
function detailProblems(details: MethodDetails | undefined, payer: boolean): FieldError[] {
  if (!payer) {
    return details && Object.keys(details).length > 0
      ? [{ field: '/details', message: 'must be empty for this method' }]
      : [];
  }
  if (!details) return [{ field: '/details', message: 'must name the payer for TRUSTLY' }];
  return [...Value.Errors(TrustlyPaymentBodySchema, details)].flatMap((error) =>
    // One line per missing field, as for any other failing field.
    error.keyword === 'required'
      ? (error.params as { requiredProperties: string[] }).requiredProperties.map((name) => ({
          field: `/details/${name}`,
          message: 'is required',
        }))
      : [{ field: `/details${error.instancePath}`, message: error.message }],
  );
}

/**
 * How a payment of a bank-redirect method starts: PENDING, with the sandbox bank's page as the
 * shopper's next step. The bank sends the shopper back, so a return address is required.
 * Trustly names the payer (first name, last name, email; SPEC §5), whose name the bank shows.
 */
export function startAtTheBank(payer = false) {
  return ({ request, paymentId, now, windows }: StartContext): PaymentStart => {
    const fields = detailProblems(request.details, payer);
    if (!request.returnUrl) {
      fields.push({ field: '/returnUrl', message: 'is required: the bank sends the shopper back' });
    }
    if (fields.length > 0) return { outcome: 'invalid', fields };
    const named = payer && request.details;
    return {
      outcome: 'start',
      status: 'PENDING',
      action: { type: 'redirect', redirectUrl: approvalPath(paymentId) },
      ...(named ? { details: { accountHolder: `${named.firstName} ${named.lastName}` } } : {}),
      // The bank's page left undecided ends as an online-banking session does: EXPIRED.
      expiresAt: windows.until('bankApproval', now),
    };
  };
}
