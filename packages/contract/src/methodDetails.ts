import Type from 'typebox';

/**
 * What one payment method adds to a payment, both ways: in the request, what the shopper gave
 * (a bank, a UPI id, a PayID, a mandate …); in the payment, what the shopper and the merchant
 * may see (a masked IBAN, a mandate reference, a QR payload, an account to pay into, a
 * deadline). Flat, small and never secret: no full account number leaves the gateway. Each
 * method's module checks its own fields with its own schema (packages/contract/src/methods/).
 */
export const MethodDetailsSchema = Type.Record(
  Type.String({ pattern: '^[a-z][A-Za-z0-9]{0,39}$' }),
  Type.Union([Type.String({ maxLength: 2048 }), Type.Number(), Type.Boolean(), Type.Null()]),
  { maxProperties: 40 },
);
export type MethodDetails = Type.Static<typeof MethodDetailsSchema>;
