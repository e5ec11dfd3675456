import type { APIRequestContext } from '@playwright/test';
import { PAID_CARD, payLinkByCard, REFUSED_CARD } from './cardApi';
import { expect } from './fixtures';

/**
 * A result page speaks only of a payment the service knows (issue 21): /success and /failure of
 * a link nobody paid show the link's own page. Specs that look at a result page therefore make
 * the payment first, below the browser, and open the page that names it.
 */

/** Pays the link by card (no 3-D Secure): its id, for `transaction=`. */
export async function paidTransaction(request: APIRequestContext, uuid: string): Promise<string> {
  const paid = await payLinkByCard(request, uuid, PAID_CARD);
  expect(paid.status).toBe('COMPLETED');
  return paid.transactionId;
}

/** A card payment of the link that the issuer refuses (DECLINED): its id, for `transaction=`. */
export async function refusedTransaction(
  request: APIRequestContext,
  uuid: string,
): Promise<string> {
  const refused = await payLinkByCard(request, uuid, REFUSED_CARD);
  expect(refused.status).toBe('REFUSED');
  return refused.transactionId;
}

/** /uuid/{uuid}/success or /failure naming the payment, with the variant when one is asked. */
export function resultAddress(
  uuid: string,
  outcome: 'success' | 'failure',
  transaction: string,
  variant = '',
): string {
  const query = new URLSearchParams({ transaction });
  if (variant) query.set('variant', variant);
  return `/uuid/${uuid}/${outcome}?${query}`;
}
