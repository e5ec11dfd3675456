import type { CreatePaymentLinkBody } from '@paypage/contract/paymentLink';
import type { LinkStatus } from '@paypage/contract/linkStatus';
import type { MerchantPaymentLink, MerchantTransaction } from '@paypage/contract/merchantApi';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { apiRequest } from '../../api/apiClient';

/** GET /api/v1/payment-links: one row of the list (brief section B). */
export interface PaymentLinkSummary {
  uuid: string;
  url: string;
  status: LinkStatus;
  amount: number;
  currency: string;
  description: string | null;
  merchantReference: string | null;
  consumerReference: string | null;
  paymentMethods: PaymentMethod[];
  paidWith: PaymentMethod | null;
  createdAt: string;
  expiresAt: string | null;
  paidAt: string | null;
}

export interface LinkPage {
  links: PaymentLinkSummary[];
  nextCursor: string | null;
}

/**
 * A link's transaction with what part LINK-PAYMENTS adds to the merchant view: how much was
 * captured and refunded (absent from a service without it: then nothing is known as refunded).
 */
export type LinkTransaction = MerchantTransaction & {
  capturedAmount?: number;
  refundedAmount?: number;
};
export type PaymentLinkDetails = Omit<MerchantPaymentLink, 'transactions'> & {
  transactions: LinkTransaction[];
};

interface WebhookAttempt {
  at: string;
  statusCode: number | null;
}

/** GET /api/v1/payment-links/{uuid}/timeline: what happened to the link, oldest first. */
export type TimelineEvent =
  | { at: string; kind: 'created' | 'opened' | 'paid' | 'invalidated' | 'expired' }
  | {
      at: string;
      kind: 'attempt';
      paymentMethod: PaymentMethod;
      status: string;
      refusalReason: string | null;
      transactionId: string;
    }
  | {
      at: string;
      kind: 'webhook';
      type: string;
      deliveryId: string;
      status: string;
      attempts: WebhookAttempt[];
    }
  | { at: string; kind: 'captured' | 'voided' | 'refunded'; amount: number; reason: string | null };

const LINKS_API = '/api/v1/payment-links';

const linkPath = (uuid: string) => `${LINKS_API}/${encodeURIComponent(uuid)}`;

export function listLinks(query: URLSearchParams, signal?: AbortSignal): Promise<LinkPage> {
  const search = query.toString();
  return apiRequest<LinkPage>(search ? `${LINKS_API}?${search}` : LINKS_API, { signal });
}

/** The CSV export's address with the list's filters (no cursor: all rows). */
export function exportAddress(query: URLSearchParams): string {
  const filters = new URLSearchParams(query);
  filters.delete('cursor');
  const search = filters.toString();
  return `${LINKS_API}/export.csv${search ? `?${search}` : ''}`;
}

export function createLink(body: CreatePaymentLinkBody): Promise<PaymentLinkDetails> {
  return apiRequest<PaymentLinkDetails>(LINKS_API, { method: 'POST', body });
}

export function getLink(uuid: string): Promise<PaymentLinkDetails> {
  return apiRequest<PaymentLinkDetails>(linkPath(uuid));
}

export function getTimeline(uuid: string): Promise<{ events: TimelineEvent[] }> {
  return apiRequest<{ events: TimelineEvent[] }>(`${linkPath(uuid)}/timeline`);
}

export function invalidateLink(uuid: string): Promise<PaymentLinkDetails> {
  return apiRequest<PaymentLinkDetails>(`${linkPath(uuid)}/invalidate`, { method: 'POST' });
}

export type MoneyAction = 'capture' | 'void' | 'refunds';

/**
 * Capture, void or refund a link's transaction (brief section C). One Idempotency-Key per
 * confirmed dialog: a retried click or a repeated request moves the money once.
 */
export function changePayment(
  uuid: string,
  transactionId: string,
  action: MoneyAction,
  body: { amount?: number; reason?: string },
  idempotencyKey: string,
): Promise<unknown> {
  return apiRequest(
    `${linkPath(uuid)}/transactions/${encodeURIComponent(transactionId)}/${action}`,
    { method: 'POST', body, idempotencyKey },
  );
}
