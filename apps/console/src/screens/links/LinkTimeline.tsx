import { formatDateTime } from '../../format/dates';
import { formatAmount } from '../../format/money';
import { methodName } from '../../components/methodNames';
import type { MessageKey, Translate } from '../../i18n/translator';
import { isMessageKey, useI18n } from '../../i18n/translator';
import type { TimelineEvent } from './linksApi';

/** One event in words: what happened, with its amount, method or delivery where it has one. */
function describe(event: TimelineEvent, currency: string, t: Translate, language: string) {
  switch (event.kind) {
    case 'attempt':
      return t('links.timeline.attempt', {
        method: methodName(event.paymentMethod, t),
        status: isMessageKey(`links.transaction.${event.status}`)
          ? t(`links.transaction.${event.status}` as MessageKey)
          : event.status,
        reason: event.refusalReason ?? '',
        hasReason: event.refusalReason ? 'yes' : 'no',
      });
    case 'webhook':
      return t('links.timeline.webhook', {
        type: event.type,
        status: event.status,
        attempts: event.attempts.length,
        lastCode: event.attempts.at(-1)?.statusCode ?? '—',
      });
    case 'captured':
    case 'voided':
    case 'refunded':
      return t(`links.timeline.${event.kind}`, {
        amount: formatAmount(event.amount, currency, language),
        reason: event.reason ?? '',
        hasReason: event.reason ? 'yes' : 'no',
      });
    default:
      return t(`links.timeline.${event.kind}` as MessageKey);
  }
}

/** What happened to the link, oldest first, as the service tells it. */
export function LinkTimeline({ events, currency }: { events: TimelineEvent[]; currency: string }) {
  const { t, language } = useI18n();
  if (events.length === 0) return <p>{t('links.timeline.none')}</p>;
  return (
    <ol className="timeline">
      {events.map((event, index) => (
        <li key={`${event.at}-${event.kind}-${index}`}>
          <time dateTime={event.at}>{formatDateTime(event.at, language)}</time>
          {describe(event, currency, t, language)}
        </li>
      ))}
    </ol>
  );
}
