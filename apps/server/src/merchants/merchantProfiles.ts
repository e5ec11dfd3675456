import type { Merchant } from './merchant';
import type { MerchantsRepository } from './merchantsRepository';
import type { MerchantLogosRepository } from './logo/merchantLogosRepository';
import { logoPathOf } from './logo/logoPath';

/**
 * What the payment page shows of a merchant: its name, themes, PayPal id, who may frame it and
 * where its logo is (undefined without one).
 */
export type MerchantProfile = Pick<
  Merchant,
  'name' | 'paypalMerchantId' | 'theme' | 'darkTheme' | 'frameAncestors'
> & { logoUrl?: string | undefined };

/** How long a merchant's profile is reused before it is read again. */
const PROFILE_TTL_MS = 30_000;
const MAX_PROFILES = 1000;

/**
 * Merchant profiles for the shopper's reads (the link, the page's HTML), each read from the store
 * at most once per PROFILE_TTL_MS: every shopper of a shop asks for the same few rows, and the
 * link read is the service's hottest path. A changed name or theme shows within that time.
 * Money never depends on it: payments and webhooks read the merchant afresh.
 */
export function merchantProfiles(
  merchants: MerchantsRepository,
  logos: MerchantLogosRepository,
  ttlMs = PROFILE_TTL_MS,
) {
  const cache = new Map<string, { at: number; profile: Promise<MerchantProfile | undefined> }>();
  return {
    get(merchantId: string): Promise<MerchantProfile | undefined> {
      const now = Date.now();
      const cached = cache.get(merchantId);
      if (cached && now - cached.at < ttlMs) return cached.profile;
      if (cache.size >= MAX_PROFILES) cache.delete(cache.keys().next().value as string);
      const profile = Promise.all([
        merchants.findById(merchantId),
        logos.addressOf(merchantId),
      ]).then(
        ([merchant, logo]) =>
          merchant && {
            name: merchant.name,
            paypalMerchantId: merchant.paypalMerchantId,
            theme: merchant.theme,
            darkTheme: merchant.darkTheme,
            frameAncestors: merchant.frameAncestors,
            logoUrl: logo && logoPathOf(logo),
          },
      );
      // A failed read is not kept: the next request asks the store again.
      profile.catch(() => cache.delete(merchantId));
      cache.set(merchantId, { at: now, profile });
      return profile;
    },

    /** A new or deleted logo shows on the next read here at once, not after PROFILE_TTL_MS. */
    forget(merchantId: string): void {
      cache.delete(merchantId);
    },
  };
}
