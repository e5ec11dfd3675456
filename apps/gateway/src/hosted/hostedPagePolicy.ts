/**
 * The Content-Security-Policy of every page a merchant's page frames (card form, 3-D Secure):
 * scripts and styles only from the gateway itself, an optional nonce for the one themed style
 * block, requests and form posts only to the gateway, and framing only by the one page origin
 * the session or payment names ('none' when it is unknown).
 */
export function hostedPageCsp(options: {
  frameAncestor: string | null;
  styleNonce?: string;
  /**
   * An origin a form post may end at besides the gateway: browsers apply form-action to the
   * redirect after the post too, and an approval page's decision redirects to the payment page.
   */
  formReturnOrigin?: string | null;
}): string {
  const styles = options.styleNonce ? `'self' 'nonce-${options.styleNonce}'` : "'self'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${styles}`,
    "connect-src 'self'",
    "img-src 'self' data:",
    options.formReturnOrigin
      ? `form-action 'self' ${options.formReturnOrigin}`
      : "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${options.frameAncestor ?? "'none'"}`,
  ].join('; ');
}
