import type { LinkStatus } from '@paypage/contract/linkStatus';
import type { MessageKey } from '../../i18n/translator';
import { useT } from '../../i18n/translator';

export const STATUS_LABELS: Record<LinkStatus, MessageKey> = {
  VALID: 'links.status.VALID',
  PROCESSING_PAYMENT: 'links.status.PROCESSING_PAYMENT',
  CONSUMED: 'links.status.CONSUMED',
  EXPIRED: 'links.status.EXPIRED',
  INVALIDATED: 'links.status.INVALIDATED',
};

/** Every status, in the order the filters list them (the record's keys are checked by type). */
export const LINK_STATUSES = Object.keys(STATUS_LABELS) as LinkStatus[];

/** A link's status as a word with a colour mark: the colour is never the only sign. */
export function LinkStatusText({ status }: { status: LinkStatus }) {
  const t = useT();
  return (
    <span className={`link-status link-status--${status.toLowerCase()}`}>
      {t(STATUS_LABELS[status])}
    </span>
  );
}
