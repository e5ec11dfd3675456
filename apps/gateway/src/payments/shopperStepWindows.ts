/**
 * How long the gateway waits on the shopper at each kind of step before it refuses the payment
 * with reason EXPIRED (payments/expiry.ts): the one table of the windows the gateway sets
 * itself, each as long as the real provider's. The README's "How long the gateway waits on the
 * shopper" lists them. SHOPPER_STEP_TIMEOUT_S (config.ts) replaces every one of them.
 *
 * The other waiting payments carry a deadline the service asks for, and keep it: a UPI collect
 * request and the UPI and PromptPay QR codes (10 minutes), the Indian bank and wallet redirects
 * (15 minutes; the service's WAITING_PAYMENT_TTL_S), a PayTo agreement request (10 minutes,
 * PAYTO_APPROVAL_WINDOW_S), a virtual account and a payment slip (their due dates, days ahead).
 * SHOPPER_STEP_TIMEOUT_S cuts those to its length too, and never lengthens them.
 */
export const SHOPPER_STEP_WINDOWS_S = {
  /**
   * The 3-D Secure 2 device check (3DS method), until the service reports it done. EMV 3DS gives
   * the method itself 10 seconds, after which the authentication goes on without it (the page's
   * own timeout); the authentication as a whole is then as long as a challenge may be.
   */
  threeDSecureFingerprint: 10 * 60,
  /**
   * The 3-D Secure 2 challenge (the bank's one-time code): EMV 3DS lets the cardholder take 10
   * minutes at the ACS before the transaction times out (transStatus N, challengeCancel 04).
   */
  threeDSecureChallenge: 10 * 60,
  /**
   * The provider's hosted checkout of iDEAL, Bancontact card and Bancontact mobile, the bank's
   * page of iDEAL included: 15 minutes, Mollie's iDEAL session timeout (Worldline allows 120,
   * Fiserv 60; the shortest one is the shopper's real experience).
   */
  providerCheckout: 15 * 60,
  /** KCP's payment window (/hosted/kcp): it closes after 15 minutes, as a provider checkout does. */
  kcpWindow: 15 * 60,
  /**
   * PayPal's approval page: an order (an Express Checkout token) the payer has not approved 3
   * hours after it was made expires, and an approved one the merchant has not taken by then is
   * reversed. Long for a payment page, but PayPal's: the processing page offers "Choose another
   * way to pay" meanwhile, which cancels the order at once.
   */
  paypalApproval: 3 * 60 * 60,
  /**
   * The sandbox bank's page of a direct bank transfer (request to pay), Trustly, pay by bank and
   * account to pay: an online-banking session, 15 minutes as iDEAL's (above). Once the shopper
   * has decided there, the shopper's window no longer applies: Trustly's bank then confirms by
   * itself.
   */
  bankApproval: 15 * 60,
} as const;

export type ShopperStep = keyof typeof SHOPPER_STEP_WINDOWS_S;

/** The windows a gateway runs with: the defaults above, or SHOPPER_STEP_TIMEOUT_S for each. */
export interface ShopperStepWindows {
  /** How long a step of this kind lasts, in seconds. */
  lengthS(step: ShopperStep): number;
  /** When a step of this kind that starts at `now` runs out (ISO-8601). */
  until(step: ShopperStep, now: Date): string;
  /**
   * A deadline the service asked for (ISO-8601), cut to SHOPPER_STEP_TIMEOUT_S from `now` when
   * that is sooner; as given otherwise (and always without the setting).
   */
  cut(deadline: string, now: Date): string;
}

/** The windows of a gateway whose SHOPPER_STEP_TIMEOUT_S is `overrideS` (undefined: unset). */
export function shopperStepWindows(overrideS?: number): ShopperStepWindows {
  const lengthS = (step: ShopperStep) => overrideS ?? SHOPPER_STEP_WINDOWS_S[step];
  return {
    lengthS,
    until: (step, now) => new Date(now.getTime() + lengthS(step) * 1000).toISOString(),
    cut(deadline, now) {
      const cut = now.getTime() + (overrideS ?? Infinity) * 1000;
      return Date.parse(deadline) <= cut ? deadline : new Date(cut).toISOString();
    },
  };
}
