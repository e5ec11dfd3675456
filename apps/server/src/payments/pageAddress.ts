import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { pageOriginOf } from '../http/pageAddresses';

/**
 * The origin of the shopper's page that sent this request: 3-D Secure frames post their results
 * to it and providers send the shopper back to it, so a page opened at 127.0.0.1 or any other
 * name of the host comes back to itself (docs/decisions/0011). One place, so every method agrees.
 */
export function pageOrigin(request: FastifyRequest, config: ServerConfig): string {
  return pageOriginOf(request, config);
}

/** An address of that page, e.g. pageUrl(origin, `/uuid/${uuid}/paypal-transaction-created`). */
export function pageUrl(origin: string, path: string): string {
  return `${origin}${path}`;
}
