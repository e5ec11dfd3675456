import './footer.css';
import type { ComponentType } from 'react';
import { lazy, Suspense } from 'react';
import type { MessageKey } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/useT';
import { useUiLocale } from '../../lib/i18n/useUiLocale';
import type { LegalPage } from '../../lib/legal/legalLinks';
import { legalLinksFor } from '../../lib/legal/legalLinks';

// Its own chunk, fetched right after the page: the picker and the 30 language names are not
// needed to show the payment, and the landing route's byte budget is nearly spent. A chunk that
// fails to load leaves the footer without a picker rather than the shopper without a page.
const LanguagePicker = lazy((): Promise<{ default: ComponentType }> =>
  import('./languagePicker').then(
    (module) => ({ default: module.LanguagePicker }),
    () => ({ default: () => null }),
  ),
);

const PAGE_NAMES: Record<LegalPage, MessageKey> = {
  imprint: 'footer.imprint',
  privacy: 'footer.privacy',
};

/**
 * The footer of every page: the secure-page line, the operator's legal links for the page's
 * country and language, and the language picker. It reads the UI locale rather than the link,
 * so it also works on pages without one (session not found), where the fallback en + GB applies.
 */
export function Footer() {
  const t = useT();
  const { country, language } = useUiLocale();
  const links = legalLinksFor(country, language);
  return (
    <div className="footer">
      <p>{t('footer.securePayment')}</p>
      {links.length > 0 ? (
        <nav aria-label={t('footer.legalLinks')}>
          <ul className="footer__links">
            {links.map(({ page, url }) => (
              <li key={page}>
                {/* A new tab keeps the payment open while the shopper reads the legal text. */}
                <a href={url} target="_blank" rel="noopener">
                  {t(PAGE_NAMES[page])}{' '}
                  <span className="visually-hidden">{t('footer.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Suspense fallback={null}>
        <LanguagePicker />
      </Suspense>
    </div>
  );
}
