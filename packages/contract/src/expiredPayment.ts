/**
 * A payment that waits for the shopper until a deadline (a provider's payment window, a virtual
 * account) and is still open then is refused with this reason. Kept apart from the schemas (and
 * TypeBox): the page reads it at run time.
 */
export const EXPIRED_REFUSAL_REASON = 'EXPIRED';
