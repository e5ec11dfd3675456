/** The query of /card-challenge and of the completed pages (SPEC §2). */
export const CARD_QUERY = {
  transactionId: 'transactionId',
  fingerprint: 'threeDSecure2Fingerprint',
  challenge: 'threeDSecure2Challenge',
  savedCard: 'savedCard',
  status: 'status',
} as const;

/** The 3-D Secure step a card payment waits at, as the service encodes it. */
export type ThreeDSecureStep =
  { fingerprint: string; challenge?: undefined } | { fingerprint?: undefined; challenge: string };

/**
 * /uuid/{uuid}/card-challenge?transactionId=…&threeDSecure2Fingerprint=… (or …Challenge=…):
 * where the card page goes after a payment that asks for 3-D Secure (SPEC §4), and where the
 * processing page sends a shopper back to the step they left.
 */
export function challengePath(
  uuid: string,
  transactionId: string,
  step: ThreeDSecureStep,
  savedCard = false,
): string {
  const query = new URLSearchParams({ [CARD_QUERY.transactionId]: transactionId });
  if (savedCard) query.set(CARD_QUERY.savedCard, 'true');
  if (step.fingerprint !== undefined) query.set(CARD_QUERY.fingerprint, step.fingerprint);
  else query.set(CARD_QUERY.challenge, step.challenge);
  return `/uuid/${uuid}/card-challenge?${query}`;
}
