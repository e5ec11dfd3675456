import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DialogManager } from '../components/dialogs/dialogManager';
import { ErrorBoundary } from '../components/errorBoundary';
import { Footer } from '../components/footer/footer';
import { PageLoader } from '../components/loader';
import { ShopBrand } from '../components/shopBrand';
import { knownRuntimeConfig } from '../lib/config/runtimeConfig';
import type { ShopInHeader } from '../lib/paymentLink/shopInHeader';
import { ShopInHeaderContext, shopInHeaderStore, shopOf } from '../lib/paymentLink/shopInHeader';
import { uuidFromPath } from '../lib/paymentLink/uuidFromPath';
import { preparedLink } from './preparedLink';
import { ErrorPage } from './rarePages';

/**
 * The shop of a link the page already has before its first render (loaded early, or drawn by
 * the service): the header shows its logo at once, with no swap from the product's name.
 */
function shopAtFirstRender(pathname: string): ShopInHeader | undefined {
  const uuid = uuidFromPath(pathname.split('/')[2]);
  const outcome = uuid ? preparedLink(uuid)?.outcome : undefined;
  if (!outcome || !('loaded' in outcome)) return undefined;
  return shopOf(outcome.loaded.link, knownRuntimeConfig()?.baseUrl);
}

/** Header, main and footer around every page; the page itself renders into main. */
export function PageShell() {
  const { pathname } = useLocation();
  const [shop] = useState(() => shopInHeaderStore(shopAtFirstRender(pathname)));
  return (
    // Every page may open dialogs (loader, expiry warning, confirmations) by name.
    <DialogManager>
      <div className="shell">
        <header className="shell__header">
          <ShopBrand store={shop} />
        </header>
        <main className="shell__main">
          {/* Keyed by path: after a crash, moving to another page gets a fresh try. */}
          <ErrorBoundary
            key={pathname}
            fallback={
              // The error page is loaded when needed (app/rarePages): the loader meanwhile.
              <Suspense fallback={<PageLoader />}>
                <ErrorPage error={undefined} />
              </Suspense>
            }
          >
            {/* Lazily loaded pages (one chunk per payment method) show the loader meanwhile. */}
            <Suspense fallback={<PageLoader />}>
              <ShopInHeaderContext value={shop}>
                <Outlet />
              </ShopInHeaderContext>
            </Suspense>
          </ErrorBoundary>
        </main>
        <footer className="shell__footer">
          <Footer />
        </footer>
      </div>
    </DialogManager>
  );
}
