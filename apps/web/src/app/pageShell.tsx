import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DialogManager } from '../components/dialogs/dialogManager';
import { ErrorBoundary } from '../components/errorBoundary';
import { Footer } from '../components/footer/footer';
import { PageLoader } from '../components/loader';
import { ErrorPage } from './rarePages';
import { useT } from '../lib/i18n/useT';

/** Header, main and footer around every page; the page itself renders into main. */
export function PageShell() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    // Every page may open dialogs (loader, expiry warning, confirmations) by name.
    <DialogManager>
      <div className="shell">
        <header className="shell__header">
          <span className="shell__brand">{t('app.name')}</span>
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
              <Outlet />
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
