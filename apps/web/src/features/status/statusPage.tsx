import './status.css';
import type { LinkStatus } from '@paypage/contract/linkStatus';
import { InfoPage } from '../../components/infoPage';
import type { MessageKey } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/useT';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { LinkSummary } from './linkSummary';
import { ProcessingPage } from './processingPage';
import { StatusShopLink } from './statusShopLink';

export type ClosedLinkStatus = Exclude<LinkStatus, 'VALID'>;

// SPEC §4/§8: a link that cannot be paid any more explains why, with an info icon.
const STATUS_TEXTS: Record<Exclude<ClosedLinkStatus, 'PROCESSING_PAYMENT'>, StatusTexts> = {
  CONSUMED: { title: 'status.consumed.title', text: 'status.consumed.text' },
  EXPIRED: { title: 'status.expired.title', text: 'status.expired.text' },
  INVALIDATED: { title: 'status.invalidated.title', text: 'status.invalidated.text' },
};

interface StatusTexts {
  title: MessageKey;
  text: MessageKey;
}

/**
 * The page of a link that cannot be paid: why, whose payment it was (merchant, description,
 * amount) and the way back to the shop when the link has one. `status` may differ from the
 * link's own: a link that runs out while open is shown EXPIRED before the service says so.
 */
export function StatusPage({ status }: { status: ClosedLinkStatus }) {
  const t = useT();
  const link = usePaymentLink();
  // A link being paid is not closed for good: its page offers a way on (processingPage).
  if (status === 'PROCESSING_PAYMENT') return <ProcessingPage />;
  const texts = STATUS_TEXTS[status];
  return (
    <InfoPage tone="info" title={t(texts.title)}>
      <LinkSummary link={link} />
      <p>{t(texts.text)}</p>
      <StatusShopLink link={{ ...link, status }} />
    </InfoPage>
  );
}
