/**
 * The Content-Security-Policy of every page a merchant's page frames (card form, 3-D Secure):
 * scripts and styles only from the gateway itself, an optional nonce for the one themed style
 * block, requests and form posts only to the gateway (and the page a decision returns to), and
 * framing only by the one page origin the session or payment names ('none' when it is unknown).
 */
export function hostedPageCsp(options: {
  frameAncestor: string | null;
  styleNonce?: string;
  /**
   * Where a form post may end up besides the gateway: a decision answered with a redirect to
   * the payment page (browsers apply form-action to the redirect too).
   */
  formRedirectTo?: string | null;
}): string {
  const styles = options.styleNonce ? `'self' 'nonce-${options.styleNonce}'` : "'self'";
  const redirectOrigin = originOf(options.formRedirectTo);
  const forms = redirectOrigin ? `'self' ${redirectOrigin}` : "'self'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${styles}`,
    "connect-src 'self'",
    "img-src 'self' data:",
    `form-action ${forms}`,
    "base-uri 'none'",
    `frame-ancestors ${options.frameAncestor ?? "'none'"}`,
  ].join('; ');
}

/** The http(s) origin of an address, if it has one. */
function originOf(address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
