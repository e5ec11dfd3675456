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

type StoryKind = Exclude<TimelineEvent['kind'], 'webhook'>;

/** Where each kind of event stands in a link's story when two happen at the same instant. */
const STORY_PLACE: Record<StoryKind, number> = {
  created: 0,
  opened: 1,
  attempt: 2,
  paid: 3,
  captured: 4,
  voided: 4,
  refunded: 5,
  invalidated: 6,
  expired: 6,
};

/**
 * What a webhook tells of: it stands right after that event. Charges and test events never name
 * a link; they are placed as their link counterparts would be.
 */
const WEBHOOK_TELLS_OF: Record<MerchantWebhookType, StoryKind> = {
  'transaction.updated': 'paid',
  'payment_link.consumed': 'paid',
  'payment_link.captured': 'captured',
  'payment_link.voided': 'voided',
  'payment_link.refunded': 'refunded',
  'payment_link.invalidated': 'invalidated',
  'payment_link.expired': 'expired',
  'charge.succeeded': 'paid',
  'charge.pending': 'paid',
  'charge.refused': 'paid',
  'charge.captured': 'captured',
  'charge.voided': 'voided',
  'charge.refunded': 'refunded',
  'webhook.test': 'paid',
};

function storyPlace(event: TimelineEvent): number {
  if (event.kind !== 'webhook') return STORY_PLACE[event.kind];
  // The stored type is a string: one from a newer service stands with the payment's webhooks.
  const toldOf = (WEBHOOK_TELLS_OF as Partial<Record<string, StoryKind>>)[event.type] ?? 'paid';
  return STORY_PLACE[toldOf] + 0.5;
}

/**
 * A link's story, oldest first. Events of the same instant (a frictionless card payment is made,
 * paid and told of within one millisecond; the demo seeds a paid link at once) stand in the
 * story's order, whatever order they were gathered in: created, opened, attempt, paid, its
 * webhooks, captures and voids, refunds, the link's end; each webhook after what it tells of.
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
  // Within one place the gathered order stands (attempts and webhooks come sorted by time, id).
  return events
    .map((event, index) => ({ event, index, time: Date.parse(event.at), place: storyPlace(event) }))
    .sort((a, b) => a.time - b.time || a.place - b.place || a.index - b.index)
    .map(({ event }) => event);
}
