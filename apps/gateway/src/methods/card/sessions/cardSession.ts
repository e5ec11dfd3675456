import type { GatewayCardSession } from '@paypage/contract/cardPayments';
import type { Theme } from '@paypage/contract/theme';
import type { CardScheme } from '../../../hosted/assets/cardRules.js';

/** What the service's card session call answers as `integrationId`: this gateway's card form. */
const CARD_FORM_INTEGRATION_ID = 'sandbox-hosted-card-form';

/** Long enough to type a card and pass 3-D Secure, short enough that a leaked link goes stale. */
export const CARD_SESSION_TTL_MS = 30 * 60_000;

/** One opening of the hosted card form, for one payment link, framed by one page origin. */
export interface CardSession {
  token: string;
  /** The service's payment link uuid. */
  reference: string;
  /** The only origin that may frame the form and exchange messages with it. */
  allowedOrigin: string;
  locale: string | null;
  theme: Theme;
  /** Drawn when the shopper's device is set to dark (prefers-color-scheme). */
  darkTheme: Theme;
  createdAt: string;
  expiresAt: string;
  /** Every card brand (the card method), or Bancontact cards only (a Bancontact checkout). */
  scheme: CardScheme;
}

export function isCardSessionExpired(session: CardSession, now: Date): boolean {
  return now.getTime() >= Date.parse(session.expiresAt);
}

export function toGatewayCardSession(session: CardSession): GatewayCardSession {
  return {
    token: session.token,
    integrationId: CARD_FORM_INTEGRATION_ID,
    expiresAt: session.expiresAt,
  };
}
