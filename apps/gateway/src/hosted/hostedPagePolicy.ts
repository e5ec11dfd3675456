import { HOSTED_IMPORT_MAP_HASH } from './hostedAssets';

/**
 * The Content-Security-Policy of every page a merchant's page frames (card form, 3-D Secure):
 * scripts and styles only from the gateway itself, an optional nonce for the one themed style
 * block, requests and form posts only to the gateway (and the page a decision returns to), and
 * framing only by the one page origin the session or payment names ('none' when it is unknown).
 */
export function hostedPageCsp(options: {
  frameAncestor: string | null;
  styleNonce?: string;
  /** A page that frames the gateway's own pages (a provider checkout frames the card form). */
  framesOwnPages?: boolean;
  /**
   * The origin a form post of the page is redirected to (an approval page sending the shopper
   * back to the payment page): browsers hold redirects of a form post to form-action too.
   */
  formRedirectOrigin?: string | null;
}): string {
  const styles = options.styleNonce ? `'self' 'nonce-${options.styleNonce}'` : "'self'";
  const formTargets = options.formRedirectOrigin
    ? `'self' ${options.formRedirectOrigin}`
    : "'self'";
  return [
    "default-src 'none'",
    // The one inline script of any hosted page is the import map, allowed by its hash.
    `script-src 'self' ${HOSTED_IMPORT_MAP_HASH}`,
    `style-src ${styles}`,
    "connect-src 'self'",
    "img-src 'self' data:",
    `form-action ${formTargets}`,
    ...(options.framesOwnPages ? ["frame-src 'self'"] : []),
    "base-uri 'none'",
    `frame-ancestors ${options.frameAncestor ?? "'none'"}`,
  ].join('; ');
}
