import './footer.css';
import type { MessageKey } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/useT';
import { useUiLocale } from '../../lib/i18n/useUiLocale';
import type { LegalPage } from '../../lib/legal/legalLinks';
import { legalLinksFor } from '../../lib/legal/legalLinks';

// In the page's own chunk (about 0.7 KB compressed). It was a chunk of its own, fetched beside
// the page's on every page all the same: one more file on a phone's six connections, and a
// drawn page (decision 0026) shows the picker from the start.
import { LanguagePicker } from './languagePicker';

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
      <LanguagePicker />
    </div>
  );
}
