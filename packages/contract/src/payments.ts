import Type from 'typebox';
import { MethodDetailsSchema } from './methodDetails';
import { LinkStatusSchema } from './linkStatus';
import { TransactionStatusSchema } from './merchantApi';
import { PaymentMethodSchema } from './paymentMethods';
import { UuidSchema } from './uuid';

/**
 * What every payment method shares on the public API: a payment of a link is a transaction,
 * and a page that waits for one (a bank app, a QR code, a transfer) asks how it stands.
 */

export const TransactionIdSchema = Type.String({ pattern: '^tx_[A-Za-z0-9_-]{8,64}$' });

export const PaymentParamsSchema = Type.Object({
  uuid: UuidSchema,
  transactionId: TransactionIdSchema,
});

/** GET /public/payment-link/{uuid}/transaction/{transactionId}: how one payment stands. */
export const PaymentStatusResponseSchema = Type.Object({
  transactionId: Type.String(),
  paymentMethod: PaymentMethodSchema,
  status: TransactionStatusSchema,
  /** The link's status now: CONSUMED once paid, VALID again after a refusal (SPEC §4). */
  linkStatus: LinkStatusSchema,
  /** What the method tells the shopper about it (an account to pay into, a QR payload …). */
  details: Type.Optional(MethodDetailsSchema),
  refusalReason: Type.Optional(Type.String()),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type PaymentStatusResponse = Type.Static<typeof PaymentStatusResponseSchema>;

/**
 * What the shopper accepted before a payment starts (SPEC §2/§5: the 'I accept' line): sent with
 * every request that starts a payment, which the service refuses without it, and kept with the
 * payment. `termsUrl` is the link's termsAndConditionsUrl as the page showed it (null: the link
 * names no terms document, the line still names the terms).
 */
export const AcceptedTermsSchema = Type.Object(
  {
    termsUrl: Type.Union([Type.String({ maxLength: 2048 }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type AcceptedTerms = Type.Static<typeof AcceptedTermsSchema>;
/** The body field every payment start carries (merged into each start's body schema). */
export const ACCEPTED_TERMS_FIELD = 'acceptedTerms';

/**
 * A payment start's body: its method's fields and the acceptance. Composed rather than added to
 * each method's schema, which other parts reuse for what the provider is sent (Trustly's payer).
 */
export function withAcceptedTerms<T extends Type.TProperties>(method: Type.TObject<T>) {
  return Type.Object(
    { ...method.properties, [ACCEPTED_TERMS_FIELD]: AcceptedTermsSchema },
    { additionalProperties: false },
  );
}
/** The body of a start that needs nothing else (SPEC §7's "empty": prompt-pay, KCP, a bank …). */
export const StartPaymentBodySchema = Type.Object(
  { [ACCEPTED_TERMS_FIELD]: AcceptedTermsSchema },
  { additionalProperties: false },
);
export type StartPaymentBody = Type.Static<typeof StartPaymentBodySchema>;
/** A method's start body type with the acceptance, as the page sends it. */
export type WithAcceptedTerms<T> = T & StartPaymentBody;

/** Where a payment that waits on the shopper continues (the step they left). */
export const ContinueAtSchema = Type.Object({
  threeDSecure2Fingerprint: Type.Optional(Type.String()),
  threeDSecure2Challenge: Type.Optional(Type.String()),
  /** A provider's, bank's or app's page on the gateway's origin (absolute). */
  redirectUrl: Type.Optional(Type.String()),
});

/**
 * GET /public/payment-link/{uuid}/latest-payment: the newest payment of the link, so that the
 * processing page can offer a way on and result pages say only what happened. 404
 * PAYMENT_NOT_FOUND when the link has none.
 */
export const LatestPaymentResponseSchema = Type.Object({
  ...PaymentStatusResponseSchema.properties,
  /**
   * Still open and waiting on the shopper at a step they can go back to or give up (3-D
   * Secure, a provider checkout, a bank or an app approval): "Continue the payment" and
   * "Choose another way to pay" are offered.
   */
  waitsOnShopper: Type.Boolean(),
  continueAt: Type.Optional(ContinueAtSchema),
});
export type LatestPaymentResponse = Type.Static<typeof LatestPaymentResponseSchema>;

/**
 * POST /public/payment-link/{uuid}/transaction/{transactionId}/cancel ("Choose another way to
 * pay"): the gateway cancels the attempt first; the answer is the payment as it then stands.
 * REFUSED with refusalReason CANCELLED: the link is VALID again. Paid meanwhile: the link is
 * CONSUMED and nothing else is charged. 409 PAYMENT_NOT_CANCELLABLE when the payment can no
 * longer be stopped but is not decided yet (a bank confirming a transfer).
 * @alias the same schema as the status read's, named for the route that answers with it.
 */
export const CancelPaymentResponseSchema = PaymentStatusResponseSchema;
export type CancelPaymentResponse = Type.Static<typeof CancelPaymentResponseSchema>;
