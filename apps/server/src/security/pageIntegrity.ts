import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PageChangeAlert } from '@paypage/contract/securityReports';
import type { Services } from '../services';
import { pinnedIntegrity } from '../webApp/builtPage';
import { securityAlertsRepository } from './securityAlertsRepository';

/** The headers PCI DSS 11.6.1 watches on the page and the API (the ones that protect them). */
const WATCHED_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
  'x-frame-options',
] as const;

/** What is compared: a page as a shopper loads it, and an API answer. */
const TARGETS = [
  { name: 'page', url: '/uuid/00000000-0000-4000-8000-000000000000' },
  { name: 'api', url: '/public/payment-link/uuid/00000000-0000-4000-8000-000000000000' },
] as const;

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const PRELOAD_TAG = /<link\b[^>]*rel="modulepreload"[^>]*>/gi;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];

const sha384 = (body: string | Buffer) =>
  `sha384-${createHash('sha384').update(body).digest('base64')}`;

/**
 * The script inventory as a browser meets it: every script the page names (with the integrity
 * it declares), the hash of what is actually served under that name, each script the import map
 * pins, and the inline scripts by hash.
 */
async function scriptFingerprint(app: FastifyInstance, html: string): Promise<string[]> {
  const lines: string[] = [];
  const sources = new Set<string>();
  for (const [, attributes = '', inline = ''] of html.matchAll(SCRIPT_TAG)) {
    const src = attribute(attributes, 'src');
    if (src) {
      lines.push(`script ${src} declares ${attribute(attributes, 'integrity') ?? 'no integrity'}`);
      sources.add(src);
    } else {
      lines.push(`inline ${attribute(attributes, 'type') ?? 'script'} ${sha384(inline)}`);
      if (attribute(attributes, 'type') === 'importmap') {
        for (const [url, integrity] of Object.entries(pinnedIntegrity(inline))) {
          lines.push(`pinned ${url} declares ${integrity}`);
          sources.add(url);
        }
      }
    }
  }
  for (const [tag] of html.matchAll(PRELOAD_TAG)) {
    const href = attribute(tag, 'href');
    if (href) sources.add(href);
  }
  for (const src of [...sources].filter((url) => url.startsWith('/')).sort()) {
    const served = await app.inject({ method: 'GET', url: src });
    lines.push(`served ${src} ${served.statusCode} ${sha384(served.rawPayload)}`);
  }
  return lines.sort();
}

function headerFingerprint(headers: Record<string, unknown>): string[] {
  return WATCHED_HEADERS.map((name) => `${name}: ${String(headers[name] ?? '(absent)')}`);
}

function difference(before: string[], after: string[]) {
  return {
    added: after.filter((line) => !before.includes(line)),
    removed: before.filter((line) => !after.includes(line)),
  };
}

export interface IntegrityOutcome {
  target: string;
  outcome: 'baseline-recorded' | 'unchanged' | 'changed';
}

/**
 * PCI DSS 11.6.1: compares the page's scripts and the security headers of the page and the API
 * with the baseline in the store, raises an alert for every change, and makes the new state the
 * baseline (so one change is one alert). The first check records the baseline.
 */
export async function checkPageIntegrity(
  app: FastifyInstance,
  services: Services,
): Promise<IntegrityOutcome[]> {
  const alerts = securityAlertsRepository(services.db);
  const outcomes: IntegrityOutcome[] = [];
  for (const { name, url } of TARGETS) {
    const response = await app.inject({ method: 'GET', url });
    const parts: [PageChangeAlert['kind'], string, string[]][] = [
      ['security-headers', `${name} headers`, headerFingerprint(response.headers)],
    ];
    if (name === 'page') {
      parts.push(['page-scripts', `${name} scripts`, await scriptFingerprint(app, response.body)]);
    }
    for (const [kind, target, fingerprint] of parts) {
      const baseline = await alerts.baselineOf(target);
      if (!baseline) {
        await alerts.recordBaseline(target, fingerprint);
        outcomes.push({ target, outcome: 'baseline-recorded' });
        continue;
      }
      const change = difference(baseline, fingerprint);
      if (change.added.length === 0 && change.removed.length === 0) {
        outcomes.push({ target, outcome: 'unchanged' });
        continue;
      }
      if (await alerts.replaceBaseline(target, baseline, fingerprint)) {
        await alerts.raise(kind, { target, ...change });
        app.log.error({ target, ...change }, 'page integrity: scripts or security headers changed');
      }
      outcomes.push({ target, outcome: 'changed' });
    }
  }
  return outcomes;
}

/** Checks at start and then every interval (PCI DSS asks for at least weekly). */
export function startPageIntegrityMonitor(
  app: FastifyInstance,
  services: Services,
  intervalS: number,
) {
  const run = () =>
    checkPageIntegrity(app, services).catch((error: unknown) =>
      app.log.error({ err: error }, 'page integrity check failed'),
    );
  void run();
  const timer = intervalS > 0 ? setInterval(run, intervalS * 1000) : undefined;
  timer?.unref();
  return { stop: () => clearInterval(timer) };
}
