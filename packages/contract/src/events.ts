import Type from 'typebox';
import { PaymentMethodSchema } from './paymentMethods';

/** POST /public/transaction/event/{id} */
export const TransactionEventParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
export const TransactionEventBodySchema = Type.Object(
  { paymentMethod: PaymentMethodSchema },
  { additionalProperties: false },
);
export type TransactionEventBody = Type.Static<typeof TransactionEventBodySchema>;

/** SPEC §3: the keys of the link's redirect URLs. */
export const REDIRECT_TARGETS = ['returnUrl', 'backToShopUrl'] as const;

/** POST /public/payment-link/uuid/{uuid}/user-redirect: the shopper leaves for the shop. */
export const UserRedirectBodySchema = Type.Object(
  {
    url: Type.String({ format: 'uri', maxLength: 2048 }),
    redirectTo: Type.Enum(REDIRECT_TARGETS),
  },
  { additionalProperties: false },
);
export type UserRedirectBody = Type.Static<typeof UserRedirectBodySchema>;

/** Answer of the event calls: what was recorded. */
export const RecordedEventSchema = Type.Object({ id: Type.String(), recordedAt: Type.String() });
export type RecordedEvent = Type.Static<typeof RecordedEventSchema>;
