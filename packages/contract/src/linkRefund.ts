import Type from 'typebox';
import { RefundStatusSchema } from './merchantCharges';
import { CurrencySchema } from './money';

/**
 * A refund of a link's payment (issue 22, decision record 0039): PENDING while the money travels
 * back (a SEPA credit transfer), then SUCCEEDED. The charges' refund names its charge; this one
 * names its link and transaction.
 */
export const LinkRefundSchema = Type.Object({
  id: Type.String(),
  paymentLinkUuid: Type.String(),
  transactionId: Type.String(),
  amount: Type.Integer(),
  currency: CurrencySchema,
  status: RefundStatusSchema,
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type LinkRefund = Type.Static<typeof LinkRefundSchema>;
