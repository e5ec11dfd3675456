import Type from 'typebox';
import { LinkRefundSchema } from './linkRefund';
import { TransactionIdSchema } from './payments';
import { UuidSchema } from './uuid';

/**
 * What a merchant does with a paid link's payment afterwards (issue 22, decision record 0039):
 * capture or void an authorisation, refund what was taken. The bodies are the charges' own
 * (CaptureChargeBody, VoidChargeBody, CreateRefundBody): one shape for the same act.
 */

/** /api/v1/payment-links/{uuid}/transactions/{transactionId}/… */
export const LinkTransactionParamsSchema = Type.Object({
  uuid: UuidSchema,
  transactionId: TransactionIdSchema,
});

/** GET /api/v1/payment-links/{uuid}/transactions/{transactionId}/refunds, oldest first. */
export const LinkRefundListSchema = Type.Object({ refunds: Type.Array(LinkRefundSchema) });
