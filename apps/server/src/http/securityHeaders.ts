import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FRAUD_DATA_PATH, FRAUD_DATA_SCRIPT_PATH } from '@paypage/contract/methods/paypalConstants';
import type { RuntimeConfig } from '@paypage/contract/runtimeConfig';
import { CSP_REPORT_PATH } from '../security/cspReportRoutes';
import { matchedRouteOf } from './matchedRoute';

/**
 * Violations are posted to our report endpoint. Only report-uri: Chromium ignores it once a
 * report-to is present, and its Reporting API batches reports for up to a minute and drops them
 * with the page (measured: none arrived), so report-uri is the one that reaches us (decision 0015).
 */
const REPORTING = `report-uri ${CSP_REPORT_PATH}`;

/** API answers are data, never documents: nothing may load from them or frame them. */
const API_CSP = `default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; ${REPORTING}`;

/** The origin of an absolute URL; nothing for a relative one (the page's own origin). */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPES = /type="(application\/(ld\+)?json|text\/plain)"/i;

/**
 * The CSP source that allows one inline block, script or style, by its content: the page's import
 * map, a drawn page's styles and merchant colours (decision 0026).
 */
export function cspHashOf(content: string): string {
  return `'sha256-${createHash('sha256').update(content).digest('base64')}'`;
}

/**
 * CSP hashes of the inline scripts a built document runs (the page has one: the import map that
 * pins every chunk's integrity). Data blocks (type="application/json") do not run and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/i.test(attributes) || DATA_TYPES.test(attributes) || body === '') continue;
    hashes.push(cspHashOf(body));
  }
  return hashes;
}

/**
 * The page's policy: scripts only from our own files, hashed inline scripts and exactly one file
 * of the gateway, PayPal's fraud-data script (SPEC §4; security/script-inventory.json), no
 * unsafe-inline/unsafe-eval; API calls to the public API and that script's report; frames and
 * form posts to the gateway (the API only when it is not on the page's own origin); framing by
 * the merchant's allow-list only (SPEC §1), plus the console's own origin for its preview of the
 * page (`'self'`, decision 0040; the caller adds it); violations reported to us.
 */
export function pageCsp(
  addresses: RuntimeConfig,
  frameAncestors: readonly string[],
  scriptHashes: readonly string[] = [],
  styleHashes: readonly string[] = [],
): string {
  const api = originOf(addresses.baseUrl);
  const gateway = originOf(addresses.gppBaseUrl);
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'";
  return [
    "default-src 'self'",
    ["script-src 'self'", `${gateway}${FRAUD_DATA_SCRIPT_PATH}`, ...scriptHashes].join(' '),
    ["style-src 'self'", ...styleHashes].join(' '),
    // The merchant's logo comes from the service, which may be another origin than the page's.
    ["img-src 'self' data:", gateway, ...(api && api !== addresses.appOrigin ? [api] : [])].join(
      ' ',
    ),
    "font-src 'self'",
    [
      "connect-src 'self'",
      ...(api && api !== addresses.appOrigin ? [api] : []),
      `${gateway}${FRAUD_DATA_PATH}`,
    ].join(' '),
    `frame-src ${gateway}`,
    `form-action 'self' ${gateway}`,
    "base-uri 'none'",
    "object-src 'none'",
    `frame-ancestors ${ancestors}`,
    REPORTING,
  ].join('; ');
}

export function installSecurityHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: it never waits, so no promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Routes that render documents (page, API docs) set their own policy first.
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', API_CSP);
    }
    // The matched route decides, not the raw URL (`/%70ublic/…` is the public API too). An
    // answer no route gave (a 404) is never kept either, unless it set its own (the page).
    const route = matchedRouteOf(request);
    const api = route !== undefined && (route.startsWith('/public/') || route.startsWith('/api/'));
    if (api || (route === undefined && !reply.hasHeader('cache-control'))) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
