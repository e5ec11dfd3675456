/**
 * The Content-Security-Policy of every page a merchant's page frames (card form, 3-D Secure):
 * scripts and styles only from the gateway itself, an optional nonce for the one themed style
 * block, requests and form posts only to the gateway, and framing only by the one page origin
 * the session or payment names ('none' when it is unknown).
 */
export function hostedPageCsp(options: {
  frameAncestor: string | null;
  styleNonce?: string;
  /** A page that frames the gateway's own pages (a provider checkout frames the card form). */
  framesOwnPages?: boolean;
  /**
   * Where its forms may end up besides the gateway: browsers hold a form's redirect to
   * form-action too, so a form answered by a redirect back to the shop's page names its origin.
   */
  formRedirectOrigin?: string | null;
}): string {
  const styles = options.styleNonce ? `'self' 'nonce-${options.styleNonce}'` : "'self'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${styles}`,
    "connect-src 'self'",
    "img-src 'self' data:",
    `form-action 'self'${options.formRedirectOrigin ? ` ${options.formRedirectOrigin}` : ''}`,
    ...(options.framesOwnPages ? ["frame-src 'self'"] : []),
    "base-uri 'none'",
    `frame-ancestors ${options.frameAncestor ?? "'none'"}`,
  ].join('; ');
}
