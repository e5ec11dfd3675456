import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/testApp';

const SCRIPT = 'console.log("the console");';

function fakeConsoleBuild(): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'paypage-console-')), 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/console/assets/index-c0ffee.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-c0ffee.js'), SCRIPT);
  return dist;
}

describe('the console at /console', () => {
  it('serves its document for every console path (no-cache) and its hashed files (immutable)', async () => {
    const t = await startTestApp({ consoleDistDir: fakeConsoleBuild() });
    for (const url of ['/console', '/console/', '/console/links/6f0c', '/console/invitation']) {
      const answer = await t.inject({ method: 'GET', url });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 200 });
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body).toContain('/console/assets/index-c0ffee.js');
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("frame-src 'self'");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
    const script = await t.inject({ method: 'GET', url: '/console/assets/index-c0ffee.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toBe(SCRIPT);
    const missing = await t.inject({ method: 'GET', url: '/console/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    const escape = await t.inject({ method: 'GET', url: '/console/..%2F..%2Fpackage.json' });
    expect(escape.body).not.toContain('"name"');
  });

  it('answers 503 with a clear text when the console is not built', async () => {
    const t = await startTestApp();
    const answer = await t.inject({ method: 'GET', url: '/console/links' });
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toBe('The console is not built: npm run build');
  });

  it('is never the shopper page, and the page’s addresses never serve the console', async () => {
    const t = await startTestApp({ consoleDistDir: fakeConsoleBuild() });
    const { uuid } = await t.createLink();
    const page = await t.inject({ method: 'GET', url: `/uuid/${uuid}` });
    expect(page.body).not.toContain('index-c0ffee.js');
    expect(String(page.headers['content-security-policy'])).not.toContain("frame-ancestors 'none'");
  });
});
