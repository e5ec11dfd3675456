import { InfoPage } from '../../components/infoPage';
import { isConflict } from '../../lib/api/apiError';
import type { MessageKey } from '../../lib/i18n/catalogues';
import { useT } from '../../lib/i18n/useT';

export type ErrorKind = 'offerExpired' | 'alreadyPaid' | 'processing' | 'generic';

const ERROR_TEXTS: Record<ErrorKind, { title: MessageKey; text: MessageKey }> = {
  offerExpired: { title: 'error.offerExpired.title', text: 'error.offerExpired.text' },
  alreadyPaid: { title: 'error.alreadyPaid.title', text: 'error.alreadyPaid.text' },
  processing: { title: 'status.processing.title', text: 'status.processing.text' },
  generic: { title: 'error.generic.title', text: 'error.generic.text' },
};

/**
 * SPEC §8: three 409 codes get their own page; everything else is the generic error. Loading a
 * link never answers PAYMENT_LINK_PROCESSING (that is a status of the link), but paying does
 * while someone else's payment of the link is under way: the shopper is told so, as the
 * processing status page tells it, rather than that something broke.
 */
function errorKindOf(error: unknown): ErrorKind {
  if (!isConflict(error)) return 'generic';
  switch (error.errorCode) {
    case 'PAYMENT_LINK_EXPIRED':
    case 'PAYMENT_LINK_INVALIDATED':
      return 'offerExpired';
    case 'PAYMENT_LINK_CONSUMED':
      return 'alreadyPaid';
    case 'PAYMENT_LINK_PROCESSING':
      return 'processing';
    default:
      return 'generic';
  }
}

/** What the shopper sees when loading or showing a page failed. */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useT();
  const kind = errorKindOf(error);
  const texts = ERROR_TEXTS[kind];
  return (
    <InfoPage tone={kind === 'processing' ? 'info' : 'error'} title={t(texts.title)}>
      <p>{t(texts.text)}</p>
    </InfoPage>
  );
}
