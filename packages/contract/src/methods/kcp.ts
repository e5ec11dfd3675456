import Type from 'typebox';
import { CardTransactionTypeSchema } from '../paymentSettings';
import { UuidSchema } from '../uuid';

/**
 * KCP (NHN KCP, Korea): the shopper pays on KCP's own payment window, by a Korean card or by
 * bank transfer, and comes back to /uuid/{uuid}/kcp-transaction-created. docs/decisions/0020.
 */

// ---- Public API (page → service), SPEC §7 ----

/** POST /public/other-payments/transaction/{id}: `id` is the payment link's uuid. */
export const KcpTransactionParamsSchema = Type.Object({ id: UuidSchema });

export const KCP_TRANSACTION_STATUSES = ['PENDING', 'AUTHORIZED', 'COMPLETED', 'REFUSED'] as const;

/**
 * SPEC §3's KCP transaction: id, status, type, paymentMethod, asset, asynchronous. `type` is the
 * transaction type (KCP's approval takes the money: debit); KCP keeps no saved asset, so `asset`
 * is null; while PENDING, `asynchronous.redirectUrl` is KCP's payment window, relative to the
 * gateway's base (gppBaseUrl), as a card's redirect is (SPEC §4).
 */
export const KcpTransactionResponseSchema = Type.Object({
  id: Type.String({ description: 'The transaction id (tx_…): the waiting page asks about it' }),
  status: Type.Enum(KCP_TRANSACTION_STATUSES),
  type: CardTransactionTypeSchema,
  paymentMethod: Type.Literal('KCP'),
  asset: Type.Null(),
  asynchronous: Type.Optional(Type.Object({ redirectUrl: Type.String() })),
});
export type KcpTransactionResponse = Type.Static<typeof KcpTransactionResponseSchema>;

// ---- Gateway API (service → gateway): CreateGatewayPaymentBody.details of a KCP payment ----

/** What KCP's payment window shows the shopper: the shop and what is bought (good_name). */
export const KcpStartDetailsSchema = Type.Object(
  {
    shopName: Type.String({ minLength: 1, maxLength: 100 }),
    productName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type KcpStartDetails = Type.Static<typeof KcpStartDetailsSchema>;

/** How the shopper paid in KCP's window (the payment's details once decided). */
export const KCP_PAY_TYPES = ['CARD', 'BANK_TRANSFER'] as const;
export type KcpPayType = (typeof KCP_PAY_TYPES)[number];
