import type { FastifyRequest } from 'fastify';
import { Problem } from '../http/problem';
import type { Merchant } from './merchant';
import type { MerchantsRepository } from './merchantsRepository';

const BEARER = /^Bearer ([A-Za-z0-9_-]{10,200})$/;

/** Resolves `Authorization: Bearer <api key>` to its merchant, or refuses with 401. */
export function merchantAuthenticator(merchants: MerchantsRepository) {
  return async function authenticate(request: FastifyRequest): Promise<Merchant> {
    const header = request.headers.authorization;
    if (!header) throw new Problem(401, 'UNAUTHORIZED', 'Send your API key as a Bearer token');
    const key = BEARER.exec(header)?.[1];
    const merchant = key ? await merchants.findByApiKey(key) : undefined;
    if (!merchant) throw new Problem(401, 'UNAUTHORIZED', 'The API key is not valid');
    return merchant;
  };
}
