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
