import { createHash, timingSafeEqual } from 'node:crypto';
import type { onRequestHookHandler } from 'fastify';
import { errorBody } from './apiErrors';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Lets a request through only with `Authorization: Bearer <key>`. Both sides are hashed first
 * so the comparison takes the same time whatever the presented key's length or content.
 */
export function requireApiKey(apiKey: string): onRequestHookHandler {
  const expected = digest(apiKey);
  return (request, reply, done) => {
    const match = /^Bearer ([^\s]+)$/.exec(request.headers.authorization ?? '');
    const presented = digest(match?.[1] ?? '');
    if (match && timingSafeEqual(presented, expected)) {
      done();
      return;
    }
    void reply
      .status(401)
      .header('www-authenticate', 'Bearer')
      .send(errorBody(401, 'Missing or invalid API key'));
  };
}
