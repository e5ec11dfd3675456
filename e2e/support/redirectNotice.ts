import type { Page } from '@playwright/test';
import { E2E } from './environment';

/**
 * Keeps the page on the redirect notice while the test looks at it. The notice leaves for the
 * provider by itself after 3 s (REDIRECT_AFTER_MS); an accessibility scan, or a walk with the Tab
 * key, takes longer than that on a busy machine, and the page would go in the middle of it.
 * Until `letGo` is called, a page load of the gateway in this tab is answered "204 No Content",
 * which a browser takes as "stay where you are": the notice stays, its timer spent. Call `letGo`
 * just before pressing the notice's link, which then leads to the provider.
 *
 * (Holding the load instead would leave the browser waiting for it, and Playwright's click waits
 * for a pending navigation before it acts.)
 */
export async function keepTheRedirectNotice(page: Page): Promise<() => void> {
  let kept = true;
  await page.route(`${E2E.gatewayOrigin}/**`, async (route) => {
    const request = route.request();
    if (kept && request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      await route.fulfill({ status: 204 });
    } else {
      await route.fallback();
    }
  });
  return () => {
    kept = false;
  };
}
