import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Merchant } from './merchant';
import { merchantActorOf, merchantAuthenticator } from './merchantAuth';
import type { MerchantsRepository } from './merchantsRepository';
// Types every route's `config: { permission }` (issue 22).
import './routePermission';

/** The merchant of every authenticated call, whichever plugin authenticated it. */
const merchants = new WeakMap<FastifyRequest, Merchant>();

/**
 * Authenticates every request of the (encapsulated) plugin it is installed in, before the body is
 * even validated, and answers which merchant made it. The merchant routes added for the console
 * (issue 22) share this one hook rather than each keeping its own copy.
 */
export function authenticatedMerchant(
  app: FastifyInstance,
  repository: MerchantsRepository,
): (request: FastifyRequest) => Merchant {
  const authenticate = merchantAuthenticator(repository);
  app.addHook('onRequest', async (request) => {
    merchants.set(request, await authenticate(request));
  });
  return (request) => {
    const merchant = merchants.get(request);
    if (!merchant) throw new Error('A merchant route ran without its authentication hook');
    return merchant;
  };
}

/**
 * Who a merchant's own change is recorded under in the setting changes log: the console user
 * (`user:<id>`) or the API key (`apiKey:<id>`) that made it, as the audit log names them.
 */
export function merchantActorLabel(request: FastifyRequest): string {
  const merchant = merchants.get(request);
  if (!merchant) throw new Error('A merchant change without an authenticated merchant');
  const actor = merchantActorOf(request);
  return actor ? `${actor.kind}:${actor.id}` : `merchant:${merchant.id}`;
}
