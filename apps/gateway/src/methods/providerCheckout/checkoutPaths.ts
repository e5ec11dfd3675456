/** Where a checkout session's page and its browser calls live, relative to the gateway. */
export const CHECKOUT_PAGE_PATH = '/hosted/checkout/:id';

export function checkoutApiPaths(sessionId: string) {
  const base = `/hosted/checkout/${encodeURIComponent(sessionId)}`;
  return {
    page: base,
    cancel: `${base}/cancel`,
    status: `${base}/status`,
    card: `${base}/card`,
    threeDSecure: `${base}/three-d-secure`,
  };
}
