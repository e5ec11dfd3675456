import type { ServerConfig } from '../config';

/**
 * The origin the shopper's page is served from: 3-D Secure frames post their results to it and
 * providers send the shopper back to it. One place, so that every method agrees.
 */
export function pageOrigin(config: ServerConfig): string {
  return new URL(config.appOrigin).origin;
}

/** An address of the page, e.g. pageUrl(config, `/uuid/${uuid}/paypal-transaction-created`). */
export function pageUrl(config: ServerConfig, path: string): string {
  return `${pageOrigin(config)}${path}`;
}
