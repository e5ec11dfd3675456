import type { Theme } from '@paypage/contract/theme';

export interface SepaCreditor {
  name: string;
  creditorId: string;
  address: string | null;
}

/** A merchant account as the service uses it (SPEC §3 and the merchant API). */
export interface Merchant {
  id: string;
  name: string;
  paypalMerchantId: string | null;
  creditor: SepaCreditor | null;
  theme: Theme;
  frameAncestors: string[];
  webhookUrl: string | null;
  webhookSecret: string | null;
}

export type NewMerchant = Omit<Merchant, 'id'> & { id?: string };
