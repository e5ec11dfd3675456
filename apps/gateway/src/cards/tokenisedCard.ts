import type { CardBrand } from '@paypage/contract/assets';
import type { GatewayCard } from '@paypage/contract/cardPayments';
import type { TestCardOutcome } from '@paypage/contract/sandboxTestCards';

/**
 * A card the shopper typed into the hosted form, as the gateway keeps it. Everything here may be
 * shown or stored; the full number and the CVC are never part of it.
 */
export interface TokenisedCard {
  token: string;
  sessionToken: string;
  brand: CardBrand;
  firstDigits: string;
  lastDigits: string;
  expiryMonth: number;
  expiryYear: number;
  holder: string;
  issuingCountryCode: string;
  authenticationStatus: GatewayCard['authenticationStatus'];
  testOutcome: TestCardOutcome;
  createdAt: string;
}
