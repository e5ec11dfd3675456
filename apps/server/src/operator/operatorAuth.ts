import type { FastifyRequest } from 'fastify';
import { Problem } from '../http/problem';
import { matchesConfiguredKey, operatorKeysRepository } from './operatorKeysRepository';
import type { Db } from '../db/database';

const BEARER = /^Bearer ([A-Za-z0-9_-]{10,200})$/;

/**
 * Resolves the operator's Bearer key to the actor audit rows name: `operator:<key name>` for a
 * key made with `npm run merchant -- operator-key create`, `operator:env` for OPERATOR_API_KEY.
 */
export function operatorAuthenticator(db: Db, configuredKey: string) {
  const keys = operatorKeysRepository(db);
  return async function authenticate(request: FastifyRequest): Promise<string> {
    const header = request.headers.authorization;
    if (!header) throw new Problem(401, 'UNAUTHORIZED', 'Send an operator key as a Bearer token');
    const key = BEARER.exec(header)?.[1];
    if (key && matchesConfiguredKey(key, configuredKey)) return 'operator:env';
    const name = key ? await keys.nameOf(key) : undefined;
    if (!name) throw new Problem(401, 'UNAUTHORIZED', 'The operator key is not valid');
    return `operator:${name}`;
  };
}
