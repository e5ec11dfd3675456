import type { CardBrand } from './assets';

/**
 * The sandbox gateway's test cards: each number has one determined outcome. Where a developer
 * already knows a number from Stripe's test mode, it means the same here. Any future expiry and
 * any CVC (3 digits, 4 for AMEX) are accepted; the 3-D Secure challenge accepts the code 1234.
 */
export type TestCardOutcome =
  | 'frictionless'
  | 'fingerprint-then-frictionless'
  | 'fingerprint-then-challenge'
  | 'challenge'
  | 'challenge-failed'
  | 'refused'
  | 'insufficient-funds'
  | 'expired-card'
  | 'limit-exceeded'
  | 'blocked'
  | 'provider-unavailable'
  | 'method-timeout';

export interface TestCard {
  number: string;
  brand: CardBrand;
  outcome: TestCardOutcome;
  /** Whether the payment ends authorised when the shopper does the right thing (1234). */
  succeeds: boolean;
  description: string;
}

export const CHALLENGE_CODE = '1234';

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    brand: 'VISA',
    outcome: 'frictionless',
    succeeds: true,
    description: 'Visa: authorised without a challenge',
  },
  {
    number: '5555555555554444',
    brand: 'MASTERCARD',
    outcome: 'frictionless',
    succeeds: true,
    description: 'Mastercard: authorised without a challenge',
  },
  {
    number: '378282246310005',
    brand: 'AMEX',
    outcome: 'frictionless',
    succeeds: true,
    description: 'American Express (4-digit CVC): authorised',
  },
  {
    number: '4571000000000001',
    brand: 'VISADANKORT',
    outcome: 'frictionless',
    succeeds: true,
    description: 'Visa/Dankort: authorised',
  },
  {
    number: '4035501000000008',
    brand: 'CARTEBANCAIRE',
    outcome: 'frictionless',
    succeeds: true,
    description: 'Cartes Bancaires: authorised',
  },
  {
    number: '3530111333300000',
    brand: 'JCB',
    outcome: 'frictionless',
    succeeds: true,
    description: 'JCB: authorised',
  },
  {
    number: '30569309025904',
    brand: 'DINERS',
    outcome: 'frictionless',
    succeeds: true,
    description: 'Diners Club (14 digits): authorised',
  },
  {
    number: '6200000000000005',
    brand: 'UNIONPAY',
    outcome: 'frictionless',
    succeeds: true,
    description: 'UnionPay: authorised',
  },
  {
    number: '6011111111111117',
    brand: 'DISCOVER',
    outcome: 'frictionless',
    succeeds: true,
    description: 'Discover: authorised',
  },
  {
    number: '4000000000003113',
    brand: 'VISA',
    outcome: 'fingerprint-then-frictionless',
    succeeds: true,
    description: '3DS method (fingerprint), then authorised without a challenge',
  },
  {
    number: '4000000000003121',
    brand: 'VISA',
    outcome: 'fingerprint-then-challenge',
    succeeds: true,
    description: '3DS method (fingerprint), then a challenge: 1234 authorises',
  },
  {
    number: '4000000000003220',
    brand: 'VISA',
    outcome: 'challenge',
    succeeds: true,
    description: '3DS2 challenge: 1234 authorises, any other code refuses',
  },
  {
    number: '4000000000003139',
    brand: 'VISA',
    outcome: 'challenge-failed',
    succeeds: false,
    description: '3DS2 challenge that the issuer fails whatever the code',
  },
  {
    number: '4000000000003147',
    brand: 'VISA',
    outcome: 'method-timeout',
    succeeds: true,
    description: '3DS method that never answers: after 10 s the payment goes on and is authorised',
  },
  {
    number: '4000000000000002',
    brand: 'VISA',
    outcome: 'refused',
    succeeds: false,
    description: 'Refused by the issuer (generic decline)',
  },
  {
    number: '4000000000009995',
    brand: 'VISA',
    outcome: 'insufficient-funds',
    succeeds: false,
    description: 'Refused: insufficient funds',
  },
  {
    number: '4000000000000069',
    brand: 'VISA',
    outcome: 'expired-card',
    succeeds: false,
    description: 'Refused: the issuer reports the card expired',
  },
  {
    number: '4000000000006975',
    brand: 'VISA',
    outcome: 'limit-exceeded',
    succeeds: false,
    description: 'Refused: the card’s spending limit is reached',
  },
  {
    number: '4000000000009979',
    brand: 'VISA',
    outcome: 'blocked',
    succeeds: false,
    description: 'Refused: the card is blocked (reported stolen)',
  },
  {
    number: '4000000000000119',
    brand: 'VISA',
    outcome: 'provider-unavailable',
    succeeds: false,
    description: 'Refused: the issuer cannot be reached (trying again later may work)',
  },
];

/** Any other valid number behaves like 4242 4242 4242 4242 of its brand. */
export const DEFAULT_TEST_CARD_OUTCOME: TestCardOutcome = 'frictionless';

/**
 * Card tokens the sandbox gateway always knows (as Stripe's test mode knows pm_card_visa), so a
 * demo or a test can hold a saved card without typing one first. Each stands for a test card
 * above, held by SANDBOX_CARD_HOLDER and valid until December three years ahead.
 */
export const SANDBOX_SAVED_CARDS = [
  { token: 'ct_sandbox_visa_4242', number: '4242424242424242' },
  { token: 'ct_sandbox_visa_challenge_3220', number: '4000000000003220' },
] as const;

export const SANDBOX_CARD_HOLDER = 'Alex Example';
