import { chromium } from '@playwright/test';
import { openCardSession } from '../support/cardApi';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { observatoryGrade } from '../support/observatory';

// The HTTP Observatory's score, computed the same way, for the page, the APIs and the gateway's
// pages as the running apps answer them; and CSP reports reaching the operator. API-level.
const DEMO_LINK = '00000000-0000-4000-8000-000000000001';
const PROBE_ORIGIN = 'https://attacker.example';

test('the page, the public and merchant APIs and the gateway pages grade A+', async ({
  request,
}) => {
  const token = await openCardSession(request, DEMO_LINK);
  const targets: [string, string, Record<string, string>][] = [
    ['payment page', `${E2E.appOrigin}/uuid/${DEMO_LINK}`, {}],
    ['public API', `${E2E.appOrigin}/public/payment-link/uuid/${DEMO_LINK}`, {}],
    [
      'merchant API',
      `${E2E.appOrigin}/api/v1/payment-links/${DEMO_LINK}`,
      { authorization: `Bearer ${E2E.merchantApiKey}` },
    ],
    ['gateway home', `${E2E.gatewayOrigin}/`, {}],
    ['gateway card form', `${E2E.gatewayOrigin}/hosted/card-form?token=${token}`, {}],
  ];
  const grades: string[] = [];
  for (const [name, url, headers] of targets) {
    const response = await request.get(url, { headers: { ...headers, origin: PROBE_ORIGIN } });
    expect(response.status(), name).toBe(200);
    const graded = observatoryGrade(
      { url, headers: response.headers(), body: await response.text() },
      PROBE_ORIGIN,
    );
    grades.push(`${name} ${graded.grade} (${graded.score})`);
    expect(graded.grade, `${name}: ${JSON.stringify(graded.results, null, 1)}`).toBe('A+');
  }
  console.log(`Observatory grades: ${grades.join(', ')}`);
});

test('a CSP violation on the page is reported and the operator sees it', async ({ request }) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.goto(`${E2E.appOrigin}/uuid/${DEMO_LINK}`);
  await expect(page.getByRole('radiogroup')).toBeVisible();
  // A skimmer's script from another origin, as an injected tag would load it: the policy refuses
  // it and the browser reports the violation to /csp-reports.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://skimmer.example/collect.js';
    document.head.append(script);
  });
  // The browser posts the report while the page lives.
  await expect
    .poll(
      async () => {
        const reports = await request.get(`${E2E.appOrigin}/api/operator/v1/csp-reports`, {
          headers: { authorization: `Bearer ${E2E.operatorApiKey}` },
        });
        return (
          (await reports.json()) as {
            reports: { directive: string; documentUri: string; blockedUri: string }[];
          }
        ).reports;
      },
      { timeout: 30_000 },
    )
    .toContainEqual(
      expect.objectContaining({
        directive: 'script-src-elem',
        blockedUri: 'https://skimmer.example/collect.js',
        documentUri: `${E2E.appOrigin}/uuid/${DEMO_LINK}`,
      }),
    );
  await browser.close();
});
