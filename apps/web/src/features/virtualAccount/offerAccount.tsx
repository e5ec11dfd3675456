import type { TermsGate } from '../../components/terms/termsGate';
import { TermsGateLine } from '../../components/terms/termsGate';
import { useVirtualAccountT } from './virtualAccountTexts';

interface OfferAccountProps {
  busy: boolean;
  /** The 'I accept' line, when the terms were not accepted in this visit. */
  terms: TermsGate;
  onIssue(): void;
}

/**
 * Before the account exists: how paying by virtual account works, and that issuing one commits
 * this payment to a transfer until its deadline.
 */
export function OfferAccount({ busy, terms, onIssue }: OfferAccountProps) {
  const t = useVirtualAccountT();
  return (
    <section className="card virtual-account" aria-labelledby="virtual-account-title">
      <h1 id="virtual-account-title">{t('method.name.virtualAccount')}</h1>
      <p>{t('virtualAccount.offer.intro')}</p>
      <p id="virtual-account-commitment" className="virtual-account__notice">
        {t('virtualAccount.offer.commitment')}
      </p>
      <TermsGateLine gate={terms} />
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-describedby="virtual-account-commitment"
        onClick={onIssue}
      >
        {t('virtualAccount.offer.issue')}
      </button>
    </section>
  );
}
