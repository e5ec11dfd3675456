import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONSOLE_SESSION_COOKIE } from '@paypage/contract/consoleSession';
import { SESSION_ABSOLUTE_MS } from './consoleSessionsRepository';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The session token of the request's cookie, when it has one of the right shape. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CONSOLE_SESSION_COOKIE) {
      const token = value.join('=');
      return TOKEN.test(token) ? token : undefined;
    }
  }
  return undefined;
}

/**
 * HttpOnly: no script reads it. SameSite=Strict: no other site's page sends it. Secure when the
 * request came over https (behind a trusted proxy, as it says): a demo on http://localhost still
 * signs in. Max-Age the absolute lifetime; the server ends an idle session earlier.
 */
function cookieAttributes(request: FastifyRequest): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `HttpOnly; SameSite=Strict; Path=/${secure}`;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  const maxAgeS = SESSION_ABSOLUTE_MS / 1000;
  void reply.header(
    'set-cookie',
    `${CONSOLE_SESSION_COOKIE}=${token}; Max-Age=${maxAgeS}; ${cookieAttributes(request)}`,
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  void reply.header(
    'set-cookie',
    `${CONSOLE_SESSION_COOKIE}=; Max-Age=0; ${cookieAttributes(request)}`,
  );
}
