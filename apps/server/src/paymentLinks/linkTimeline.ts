import {
  TIMELINE_VISIT_GAP_S,
  type TimelineEvent,
  type TimelinePaymentChange,
} from '@paypage/contract/linkTimeline';
import type { MerchantWebhookType } from '@paypage/contract/merchantApi';
import type { Transaction } from '../transactions/transactionsRepository';
import type { LinkTimelineFacts } from './linkTimelineRepository';
import type { PaymentLink } from './paymentLink';

/** Payments that took the money (or hold it): every status but the open and the refused. */
const tookMoney = (tx: Transaction) => tx.status !== 'PENDING' && tx.status !== 'REFUSED';

/** Visits less than TIMELINE_VISIT_GAP_S apart are one opening: a reload is not news. */
function openings(visits: readonly string[]): TimelineEvent[] {
  const opened: { at: string; kind: 'opened'; visits: number }[] = [];
  let last = -Infinity;
  for (const at of visits) {
    const time = Date.parse(at);
    const current = opened.at(-1);
    if (current && time - last < TIMELINE_VISIT_GAP_S * 1000) current.visits++;
    else opened.push({ at, kind: 'opened', visits: 1 });
    last = time;
  }
  return opened;
}

/** When the link stopped being payable, if it did: paid, invalidated or expired. */
function ending(
  link: PaymentLink,
  facts: LinkTimelineFacts,
  transactions: readonly Transaction[],
  now: Date,
): TimelineEvent[] {
  if (link.status === 'CONSUMED') {
    const paying = transactions.find(tookMoney);
    return [
      {
        at: facts.statusMovedAt,
        kind: 'paid',
        paymentMethod: paying?.paymentMethod ?? null,
        amount: paying?.amount ?? link.amount,
        currency: paying?.currency ?? link.currency,
        transactionId: paying?.id ?? null,
      },
    ];
  }
  if (link.status === 'INVALIDATED') return [{ at: facts.statusMovedAt, kind: 'invalidated' }];
  const overdue =
    link.status === 'VALID' &&
    link.expirationDate !== null &&
    Date.parse(link.expirationDate) <= now.getTime();
  // An expired link expired at its date, whenever someone first noticed.
  if (link.status === 'EXPIRED' || overdue)
    return [{ at: link.expirationDate ?? facts.statusMovedAt, kind: 'expired' }];
  return [];
}

/**
 * A link's story, oldest first. Events at the same instant keep the order they happen in
 * (created, opened, attempt, paid …), because the sort is stable and they are listed so.
 */
export function linkTimeline(
  link: PaymentLink,
  facts: LinkTimelineFacts,
  transactions: readonly Transaction[],
  changes: readonly TimelinePaymentChange[],
  now = new Date(),
): TimelineEvent[] {
  const events: TimelineEvent[] = [
    { at: link.dateCreated, kind: 'created' },
    ...openings(facts.visits),
    ...transactions.map((tx): TimelineEvent => ({
      at: tx.createdAt,
      kind: 'attempt',
      paymentMethod: tx.paymentMethod,
      status: tx.status,
      refusalReason: tx.refusalReason,
      transactionId: tx.id,
    })),
    ...ending(link, facts, transactions, now),
    ...changes,
    ...facts.webhooks.map((webhook): TimelineEvent => ({
      at: webhook.createdAt,
      kind: 'webhook',
      type: webhook.type as MerchantWebhookType,
      deliveryId: webhook.id,
      status: webhook.state,
      attempts: webhook.attempts,
    })),
  ];
  return events
    .map((event, index) => ({ event, index, time: Date.parse(event.at) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ event }) => event);
}
