import Type from 'typebox';
import { LinkStatusSchema } from './linkStatus';
import { MethodDetailsSchema } from './methodDetails';
import { CurrencySchema } from './money';
import { PaymentLinkInfoSchema } from './paymentLink';
import { PaymentMethodSchema } from './paymentMethods';

/** Transaction statuses the service records (SPEC §4's payment status values). */
export const TRANSACTION_STATUSES = [
  'PENDING',
  'AUTHORIZED',
  'COMPLETED',
  'SETTLED',
  'REFUSED',
] as const;
export const TransactionStatusSchema = Type.Enum(TRANSACTION_STATUSES);
export type TransactionStatus = Type.Static<typeof TransactionStatusSchema>;

export const MerchantTransactionSchema = Type.Object({
  id: Type.String(),
  paymentMethod: PaymentMethodSchema,
  status: TransactionStatusSchema,
  amount: Type.Integer(),
  currency: CurrencySchema,
  gatewayPaymentId: Type.Union([Type.String(), Type.Null()]),
  /** What the method tells about the payment (a mandate reference, a return reason …). */
  details: Type.Union([MethodDetailsSchema, Type.Null()]),
  /** Why a REFUSED payment was refused, in the provider's words (DECLINED, AC04 …). */
  refusalReason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type MerchantTransaction = Type.Static<typeof MerchantTransactionSchema>;

/** What the merchant API answers for a link: the link info plus its shopper URL and transactions. */
export const MerchantPaymentLinkSchema = Type.Object({
  ...PaymentLinkInfoSchema.properties,
  url: Type.String({ description: 'The address to send the shopper to' }),
  transactions: Type.Array(MerchantTransactionSchema),
});
export type MerchantPaymentLink = Type.Static<typeof MerchantPaymentLinkSchema>;

/** Events the service sends to the merchant's webhook URL. */
export const MERCHANT_WEBHOOK_TYPES = [
  'payment_link.invalidated',
  'payment_link.expired',
  'payment_link.consumed',
  'transaction.updated',
] as const;

export const MerchantWebhookSchema = Type.Object({
  id: Type.String(),
  type: Type.Enum(MERCHANT_WEBHOOK_TYPES),
  createdAt: Type.String({ format: 'date-time' }),
  data: Type.Object({
    paymentLinkUuid: Type.String(),
    status: LinkStatusSchema,
    transaction: Type.Optional(MerchantTransactionSchema),
  }),
});
export type MerchantWebhook = Type.Static<typeof MerchantWebhookSchema>;
