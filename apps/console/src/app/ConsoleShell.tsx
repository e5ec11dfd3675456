import { Suspense, useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Loading } from '../components/Loading';
import { ScreenErrorBoundary } from '../components/ScreenErrorBoundary';
import { useT } from '../i18n/translator';
import { useSession } from '../session/sessionContext';
import { NAVIGATION } from './navigation';
import { UserMenu } from './UserMenu';

/**
 * Every signed-in screen's frame: a skip link, the header (merchant, user menu), the navigation
 * (only the screens the role may use) and the screen. Under 768 px the navigation folds behind a
 * menu button; it closes again when a screen is chosen.
 */
export function ConsoleShell() {
  const t = useT();
  const { session } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const navId = useId();
  const items = NAVIGATION.filter((item) => session.permissions.includes(item.permission));

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="shell__header">
        <button
          type="button"
          className="shell__menu-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {t('shell.menu')}
        </button>
        <p className="shell__brand">
          <span className="shell__product">{t('shell.product')}</span>
          {/* One line, cut with an ellipsis when narrow: the whole name stays in the text
              (read out in full) and in the title (shown on hover). */}
          <span className="shell__merchant" title={session.merchant.name}>
            {session.merchant.name}
          </span>
        </p>
        <UserMenu />
      </header>
      <nav
        id={navId}
        className={menuOpen ? 'shell__nav shell__nav--open' : 'shell__nav'}
        aria-label={t('shell.navigation')}
      >
        <ul>
          {items.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} onClick={() => setMenuOpen(false)}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="shell__main" tabIndex={-1}>
        {/* Inside the frame: a screen's chunk loads while the header and navigation stay. */}
        <ScreenErrorBoundary key={pathname}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
    </div>
  );
}
