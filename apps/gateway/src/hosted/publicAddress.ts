import type { FastifyRequest } from 'fastify';

/**
 * Where shoppers' browsers reach the gateway's hosted pages. GPP_BASE_URL when it is set (a real
 * deployment); without it (the demo) the gateway is wherever the browser finds it: on the host
 * name of the page that uses it, at the gateway's own port. So the same demo works when opened as
 * localhost, 127.0.0.1 or any other name of the machine (docs/decisions/0011); the service
 * applies the same rule to tell the page where the gateway is.
 */
export interface PublicAddress {
  /** For a card session or payment of the page at `pageOrigin`. */
  forPage(pageOrigin: string | null): string;
  /** For a request a browser sent to the gateway itself: the origin it used. */
  forRequest(request: FastifyRequest): string;
}

export function publicAddress(config: { publicBaseUrl?: string | undefined; port: number }) {
  const fallback = `http://localhost:${config.port}`;
  const address: PublicAddress = {
    forPage(pageOrigin) {
      if (config.publicBaseUrl) return config.publicBaseUrl;
      try {
        const page = new URL(pageOrigin ?? '');
        return `${page.protocol}//${page.hostname}:${config.port}`;
      } catch {
        return fallback;
      }
    },
    forRequest(request) {
      if (config.publicBaseUrl) return config.publicBaseUrl;
      try {
        const url = new URL(`${request.protocol}://${request.host}`);
        // A Host with a path or credentials in it is no host at all.
        return url.host === request.host.toLowerCase() ? url.origin : fallback;
      } catch {
        return fallback;
      }
    },
  };
  return address;
}

/**
 * An origin exactly as browsers compare it (`scheme://host[:port]`), or null for anything a
 * frame-ancestors directive or a postMessage target could not hold safely.
 */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}
