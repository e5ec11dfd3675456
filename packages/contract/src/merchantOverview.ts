import Type from 'typebox';
import { CurrencySchema } from './money';
import { PaymentMethodSchema } from './paymentMethods';

/**
 * GET /api/v1/overview: how the merchant's links are doing, in UTC days and months. Amounts are
 * per currency and never added across currencies.
 */

const AmountsSchema = Type.Array(
  Type.Object({ currency: CurrencySchema, amount: Type.Integer({ description: 'Minor units' }) }),
);

export const MerchantOverviewSchema = Type.Object({
  /** Links paid since 00:00 UTC today: the sum of their amounts per currency. */
  paidToday: AmountsSchema,
  /** The same since the first of this month, 00:00 UTC. */
  paidThisMonth: AmountsSchema,
  /** This month: links opened by a shopper at least once, and links paid. */
  funnel: Type.Object({ opened: Type.Integer(), paid: Type.Integer() }),
  /** This month's paid links by the method they were paid with, most used first. */
  methodMix: Type.Array(Type.Object({ paymentMethod: PaymentMethodSchema, count: Type.Integer() })),
  /** This month's refused payment attempts by the provider's reason, most frequent first. */
  refusalReasons: Type.Array(Type.Object({ reason: Type.String(), count: Type.Integer() })),
});
export type MerchantOverview = Type.Static<typeof MerchantOverviewSchema>;
