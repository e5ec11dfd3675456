/** Where a shopper without a usable link is sent (SPEC §2). */
export const SESSION_NOT_FOUND_PATH = '/session-not-found';
