import { createHmac, hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { Db } from '../db/database';
import { canonicalPathOf } from '../http/matchedRoute';
import { invalidInput, Problem } from '../http/problem';
import { idempotencyRepository } from './idempotencyRepository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Money-moving POST: needs an Idempotency-Key and answers a replay from the store. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /**
     * Whose keys these are (the merchant API sets its merchant): two merchants may both send
     * "order-1001" and must neither collide nor see each other's answers.
     */
    idempotencyOwner?: string;
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
export const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * The stored fingerprint of a request: an HMAC under IDEMPOTENCY_SECRET of the body's SHA-256
 * (issue 25). A SEPA mandate's body holds an IBAN, and a plain digest of it gave the IBAN back
 * to whoever tried the few million IBANs of a bank against it; without the key nobody can try.
 * The HMAC is over the digest, not the body, so digests stored before can be re-keyed in place.
 */
const FINGERPRINT_PREFIX = 'hmac-sha256:';

function bodyFingerprint(secret: string) {
  const ofDigest = (digestHex: string) =>
    `${FINGERPRINT_PREFIX}${createHmac('sha256', secret).update(digestHex).digest('hex')}`;
  return {
    ofDigest,
    of: (text: string) => ofDigest(hash('sha256', text, 'hex')),
  };
}

interface ClaimedKey {
  scope: string;
  key: string;
}

/**
 * DESIGN.md: a replay returns the stored response, a request while the first is in flight gets
 * 409, the same key with another payload 422. Routes opt in with `config: { idempotent: true }`.
 */
export function installIdempotency(app: FastifyInstance, db: Db, secret: string): void {
  const keys = idempotencyRepository(db);
  const fingerprint = bodyFingerprint(secret);
  // Before the first request is served (every instance, at every start; a no-op once done):
  // digests stored before issue 25 become keyed fingerprints and keep replaying as they did.
  app.addHook('onReady', async () => {
    const rekeyed = await keys.rekeyPlainDigests(FINGERPRINT_PREFIX, fingerprint.ofDigest);
    if (rekeyed > 0) app.log.info({ rekeyed }, 'idempotency digests re-keyed');
  });
  const claimed = new WeakMap<FastifyRequest, ClaimedKey>();

  async function claimKey(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw invalidInput([
        {
          field: `headers.${IDEMPOTENCY_HEADER}`,
          message: 'must be 8 to 128 letters, digits, - or _',
        },
      ]);
    }
    // The matched route with its decoded parameters: a retry that writes the path another way
    // (`/public/%70ayment-link/…`) is the same request. A plain path comes out as it always was,
    // so keys stored before keep their scope.
    const path = `${request.method} ${canonicalPathOf(request) ?? request.url.split('?')[0]}`;
    const scope = request.idempotencyOwner ? `${request.idempotencyOwner} ${path}` : path;
    // A query that names what is acted on (PayPal's execute) is part of the request too.
    const query = request.url.split('?')[1];
    const hash = fingerprint.of(JSON.stringify(request.body ?? null) + (query ? `?${query}` : ''));
    const claim = await keys.claim(scope, key, hash);
    if (claim.kind === 'other-request') {
      throw new Problem(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used for another request',
      );
    }
    if (claim.kind === 'in-flight') {
      throw new Problem(
        409,
        'IDEMPOTENCY_KEY_IN_USE',
        'A request with this Idempotency-Key is in progress',
      );
    }
    if (claim.kind === 'replay') {
      return reply
        .code(claim.status)
        .header('content-type', 'application/json; charset=utf-8')
        .header(REPLAYED_HEADER, 'true')
        .send(claim.body);
    }
    claimed.set(request, { scope, key });
    return undefined;
  }

  async function storeAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> {
    const claim = claimed.get(request);
    if (!claim) return payload;
    claimed.delete(request);
    if (reply.statusCode >= 500) await keys.release(claim.scope, claim.key);
    else await keys.complete(claim.scope, claim.key, reply.statusCode, String(payload));
    return payload;
  }

  // Only the routes that opt in carry the hooks: every other request (the link read above all)
  // runs none of them. The answer is stored before any other onSend hook (compression) sees it.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [...asArray(route.preHandler), claimKey];
    route.onSend = [storeAnswer, ...asArray(route.onSend)];
  });
}

function asArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
