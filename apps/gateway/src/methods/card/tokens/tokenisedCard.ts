import type { GatewayCard } from '@paypage/contract/cardPayments';
import type { TestCardOutcome } from '@paypage/contract/sandboxTestCards';
import { detectBrand } from '../../../hosted/assets/cardRules.js';
import type { CardScheme, HostedCardBrand } from '../../../hosted/assets/cardRules.js';
import { testCardFacts } from './testCardFacts';

/**
 * A card the shopper typed into the hosted form, as the gateway keeps it. Everything here may be
 * shown or stored; the full number and the CVC are never part of it.
 */
export interface TokenisedCard {
  token: string;
  sessionToken: string;
  brand: HostedCardBrand;
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

/** How many leading digits a card keeps: its BIN, enough to show the brand and the issuer. */
const FIRST_DIGITS = 6;

/**
 * What a card number leaves behind once tokenised: brand, first six and last four digits, and
 * what the sandbox will do with it. The number itself goes no further than this function.
 */
export function keptOfNumber(
  digits: string,
  scheme: CardScheme = 'card',
): Pick<
  TokenisedCard,
  'brand' | 'firstDigits' | 'lastDigits' | 'issuingCountryCode' | 'testOutcome'
> {
  const facts = testCardFacts(digits);
  return {
    brand: detectBrand(digits, scheme),
    firstDigits: digits.slice(0, FIRST_DIGITS),
    lastDigits: digits.slice(-4),
    issuingCountryCode: facts.issuingCountryCode,
    testOutcome: facts.outcome,
  };
}
