import { ToneIcon } from '../../components/toneIcon';
import { OtherMethodsLink } from './otherMethodsLink';
import { ResultCard } from './resultCard';
import { useResultT } from './resultTexts';

/**
 * The shopper cancelled the payment themselves (at PayPal, at their bank, at 3-D Secure, or by
 * choosing another way to pay): nothing failed and nothing was charged, so the page is neutral
 * (an info mark, not a red one) and leads back to the methods while the link can be paid.
 */
export function CancelledPage({ payable }: { payable: boolean }) {
  const t = useResultT();
  return (
    <ResultCard icon={<ToneIcon tone="info" />} title={t('result.cancelled.title')}>
      <p>{t('result.refusal.cancelled')}</p>
      {payable ? (
        <div className="result__actions">
          <OtherMethodsLink primary />
        </div>
      ) : (
        <p>{t('redirect.closeWindow')}</p>
      )}
    </ResultCard>
  );
}
