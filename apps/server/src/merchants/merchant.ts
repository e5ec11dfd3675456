import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { Theme } from '@paypage/contract/theme';

export interface SepaCreditor {
  name: string;
  creditorId: string;
  address: string | null;
}

/** A merchant account as the service uses it (SPEC §3, the merchant and operator APIs). */
export interface Merchant {
  id: string;
  name: string;
  paypalMerchantId: string | null;
  creditor: SepaCreditor | null;
  theme: Theme;
  /** Colours the merchant set for dark devices; the rest is derived from `theme`. */
  darkTheme: Theme;
  frameAncestors: string[];
  webhookUrl: string | null;
  webhookSecret: string | null;
  /** Used for a link created without its own locale or return-url timer. */
  defaultLocale: string | null;
  returnUrlTimer: number | null;
  /** The methods its links may offer, set by the operator; null: every method. */
  offeredMethods: PaymentMethod[] | null;
  createdAt: string;
}

export type NewMerchant = Omit<
  Merchant,
  'id' | 'createdAt' | 'defaultLocale' | 'returnUrlTimer' | 'darkTheme' | 'offeredMethods'
> &
  Partial<
    Pick<Merchant, 'id' | 'defaultLocale' | 'returnUrlTimer' | 'darkTheme' | 'offeredMethods'>
  >;

/** The settings an operator can change; each one is audited by its name. */
export const SETTING_NAMES = [
  'name',
  'webhookUrl',
  'frameAncestors',
  'theme',
  'darkTheme',
  'paypalMerchantId',
  'creditor',
  'defaultLocale',
  'returnUrlTimer',
  'offeredMethods',
] as const;
export type SettingName = (typeof SETTING_NAMES)[number];
export type MerchantSettingValues = Pick<Merchant, SettingName>;
