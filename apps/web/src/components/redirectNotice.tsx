import './paymentPages.css';
import { useEffect } from 'react';
import { leaveForProvider } from '../lib/payments/leaveForProvider';
import { usePaymentT } from '../lib/payments/paymentTexts';

/** Long enough to read the notice, short enough not to wait for nothing (SPEC §2: "within seconds"). */
export const REDIRECT_AFTER_MS = 3000;

interface RedirectNoticeProps {
  uuid: string;
  /** The provider's name as the shopper knows it: PayPal, iDEAL, KCP … */
  provider: string;
  url: string;
}

/**
 * SPEC §2's redirect page: says the shopper is about to be sent to the provider, goes there by
 * itself after a few seconds, and offers to go at once (a real link, so it also works with the
 * keyboard and without waiting).
 */
export function RedirectNotice({ uuid, provider, url }: RedirectNoticeProps) {
  const t = usePaymentT();
  useEffect(() => {
    const timer = setTimeout(() => leaveForProvider(uuid, url), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [uuid, url]);
  return (
    <section className="card redirect-notice" aria-labelledby="redirect-notice-title">
      <h1 id="redirect-notice-title">{t('payments.redirect.title')}</h1>
      <p role="status">{t('payments.redirect.text', { provider })}</p>
      <span className="dialog__spinner" aria-hidden="true" />
      <p>
        <a
          className="button"
          href={url}
          onClick={(event) => {
            event.preventDefault();
            leaveForProvider(uuid, url);
          }}
        >
          {t('payments.redirect.now', { provider })}
        </a>
      </p>
    </section>
  );
}
