import Type from 'typebox';
import { MerchantSettingsSchema } from './merchantSettings';
import { PaymentMethodSchema } from './paymentMethods';
import { ThemeSchema } from './theme';

/**
 * GET/PATCH /api/v1/settings: the page settings a merchant sets itself. The operator's schema
 * and rules (settingsRules.ts on the service), less what only the operator decides: the
 * merchant's name and the methods it may offer (read here, set by the operator); the webhook URL
 * has its own call (/api/v1/webhooks/endpoint).
 */

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const operator = MerchantSettingsSchema.properties;

export const PageSettingsPatchSchema = Type.Object(
  {
    theme: operator.theme,
    darkTheme: operator.darkTheme,
    frameAncestors: operator.frameAncestors,
    defaultLocale: operator.defaultLocale,
    returnUrlTimer: operator.returnUrlTimer,
    paypalMerchantId: operator.paypalMerchantId,
    creditor: operator.creditor,
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PageSettingsPatch = Type.Static<typeof PageSettingsPatchSchema>;

export const PageSettingsSchema = Type.Object({
  theme: ThemeSchema,
  darkTheme: ThemeSchema,
  frameAncestors: Type.Array(Type.String()),
  defaultLocale: Nullable(Type.String()),
  returnUrlTimer: Nullable(Type.Integer()),
  paypalMerchantId: Nullable(Type.String()),
  creditor: Nullable(
    Type.Object({
      name: Type.String(),
      creditorId: Type.String(),
      address: Nullable(Type.String()),
    }),
  ),
  /** The methods the operator lets the merchant offer (read-only here); null: every method. */
  offeredMethods: Nullable(Type.Array(PaymentMethodSchema)),
  /** The logo's address on the service (as the page loads it); null when there is none. */
  logoUrl: Nullable(Type.String()),
});
export type PageSettings = Type.Static<typeof PageSettingsSchema>;
