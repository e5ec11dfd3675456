import type { LinkStatus } from '@paypage/contract/linkStatus';
import { Problem } from '../http/problem';
import type { PaymentLink } from './paymentLink';
import type { PaymentLinksRepository } from './paymentLinksRepository';

/**
 * DESIGN.md: VALID → PROCESSING_PAYMENT → CONSUMED, VALID → EXPIRED | INVALIDATED, and back to
 * VALID when a payment fails. Nothing else moves a link.
 */
const TRANSITIONS: Record<LinkStatus, readonly LinkStatus[]> = {
  VALID: ['PROCESSING_PAYMENT', 'EXPIRED', 'INVALIDATED'],
  PROCESSING_PAYMENT: ['CONSUMED', 'VALID'],
  CONSUMED: [],
  EXPIRED: [],
  INVALIDATED: [],
};

export function canMove(from: LinkStatus, to: LinkStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** SPEC §8: the 409 a link answers when it can no longer be acted on. */
export function linkConflict(status: LinkStatus): Problem {
  switch (status) {
    case 'CONSUMED':
      return new Problem(409, 'PAYMENT_LINK_CONSUMED', 'Payment has already been made');
    case 'EXPIRED':
      return new Problem(409, 'PAYMENT_LINK_EXPIRED', 'The payment link has expired');
    case 'INVALIDATED':
      return new Problem(409, 'PAYMENT_LINK_INVALIDATED', 'The payment link is no longer valid');
    default:
      return new Problem(409, 'PAYMENT_LINK_PROCESSING', 'A payment of this link is in progress');
  }
}

/**
 * A preview of the page (decision 0040) is never paid: SPEC §8's answer for a link that is no
 * longer valid, so a page that somehow tries shows the invalid-offer page, never a payment.
 */
export function previewNotPayable(): Problem {
  return new Problem(
    409,
    'PAYMENT_LINK_INVALIDATED',
    'This link is a preview of the payment page and cannot be paid',
  );
}

function isPastExpiry(link: PaymentLink, now: Date): boolean {
  return link.expirationDate !== null && Date.parse(link.expirationDate) <= now.getTime();
}

export function linkStateMachine(links: PaymentLinksRepository) {
  async function move(uuid: string, from: LinkStatus, to: LinkStatus): Promise<boolean> {
    if (!canMove(from, to)) throw new Error(`A link never moves from ${from} to ${to}`);
    return links.updateStatusIf(uuid, from, to);
  }

  return {
    move,

    /** A VALID link past its expirationDate becomes EXPIRED the moment anyone looks at it. */
    async refresh(link: PaymentLink, now = new Date()): Promise<PaymentLink> {
      if (link.status !== 'VALID' || !isPastExpiry(link, now)) return link;
      await move(link.uuid, 'VALID', 'EXPIRED');
      const current = await links.findByUuid(link.uuid);
      return current ?? link;
    },

    /** Refuses with SPEC §8's 409 unless the link can still be acted on. */
    assertValid(link: PaymentLink): void {
      if (link.status !== 'VALID') throw linkConflict(link.status);
    },
  };
}
