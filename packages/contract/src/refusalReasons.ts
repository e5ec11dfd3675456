/**
 * Why a payment ended without the money moving, as the shopper is told it. The gateway (and a
 * real provider behind the same interface) reports its own codes in `refusalReason`: card
 * issuers' (DECLINED, EXPIRED_CARD …), banks' (AM04 …), PayPal's (INSTRUMENT_DECLINED …). The
 * page words each group once, in every language; a code it does not know reads as a plain
 * refusal. Kept apart from the schemas (and TypeBox): the page reads it at run time.
 */

/** The codes the sandbox gateway reports, by what they mean for the shopper. */
export const REFUSAL_REASONS = {
  /** The issuer or bank said no, without saying why. */
  declined: 'DECLINED',
  expiredCard: 'EXPIRED_CARD',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  /** The 3-D Secure challenge was failed (a wrong code). */
  authenticationFailed: 'AUTHENTICATION_FAILED',
  /** The card's or account's spending limit is reached. */
  limitExceeded: 'LIMIT_EXCEEDED',
  /** The card or account is blocked (lost, stolen, frozen). */
  blocked: 'BLOCKED',
  /** The issuer or bank could not be reached: trying again later may work. */
  providerUnavailable: 'PROVIDER_UNAVAILABLE',
  /** The shopper left a step that waited on them (3-D Secure, a bank, a checkout) until it ran out. */
  expired: 'EXPIRED',
  /** The shopper cancelled at the provider, or chose another way to pay. */
  cancelled: 'CANCELLED',
} as const;

/** What the shopper is told about a refusal: one text each, in every language. */
export const SHOPPER_REFUSALS = [
  'declined',
  'expiredCard',
  'insufficientFunds',
  'authenticationFailed',
  'limitExceeded',
  'blocked',
  'providerUnavailable',
  'timedOut',
  'cancelled',
] as const;
export type ShopperRefusal = (typeof SHOPPER_REFUSALS)[number];

/** Other providers' and schemes' codes that mean the same to the shopper. */
const SAME_AS: Readonly<Record<string, ShopperRefusal>> = {
  [REFUSAL_REASONS.declined]: 'declined',
  [REFUSAL_REASONS.expiredCard]: 'expiredCard',
  [REFUSAL_REASONS.insufficientFunds]: 'insufficientFunds',
  [REFUSAL_REASONS.authenticationFailed]: 'authenticationFailed',
  [REFUSAL_REASONS.limitExceeded]: 'limitExceeded',
  [REFUSAL_REASONS.blocked]: 'blocked',
  [REFUSAL_REASONS.providerUnavailable]: 'providerUnavailable',
  [REFUSAL_REASONS.expired]: 'timedOut',
  [REFUSAL_REASONS.cancelled]: 'cancelled',
  // PayTo's mandate ran out before the payer answered in the banking app.
  TIMEDOUT: 'timedOut',
  // SEPA (ISO 20022) return reasons: AM04 insufficient funds, AC06 blocked account.
  AM04: 'insufficientFunds',
  AC06: 'blocked',
};

/** The shopper's wording of a provider's refusal code; anything unknown is a plain refusal. */
export function shopperRefusalOf(reason: string | null | undefined): ShopperRefusal {
  return (reason && SAME_AS[reason]) || 'declined';
}

/** A refusal the shopper caused or can simply retry: no red failure, nothing was charged. */
export function isNeutralRefusal(reason: string | null | undefined): boolean {
  const shopper = shopperRefusalOf(reason);
  return shopper === 'cancelled';
}
