import { DEFAULT_TEST_CARD_OUTCOME, TEST_CARDS } from '@paypage/contract/sandboxTestCards';
import type { TestCardOutcome } from '@paypage/contract/sandboxTestCards';
import { BANCONTACT_TEST_CARDS } from '@paypage/contract/methods/providerCheckoutSandbox';

/** Where each test card says it was issued, for saved-card and risk displays; others are German. */
const ISSUING_COUNTRIES: Readonly<Record<string, string>> = {
  '5555555555554444': 'GB',
  '378282246310005': 'US',
  '4571000000000001': 'DK',
  '4035501000000008': 'FR',
  '3530111333300000': 'JP',
  '30569309025904': 'US',
  '6200000000000005': 'CN',
  '6011111111111117': 'US',
  // Bancontact cards are Belgian.
  ...Object.fromEntries(BANCONTACT_TEST_CARDS.map((card) => [card.number, 'BE'])),
};

const DEFAULT_ISSUING_COUNTRY = 'DE';

export interface TestCardFacts {
  outcome: TestCardOutcome;
  issuingCountryCode: string;
}

/**
 * What the sandbox will do with a card number, decided once when it is tokenised: the number
 * itself is thrown away right after.
 */
export function testCardFacts(digits: string): TestCardFacts {
  const testCard = [...TEST_CARDS, ...BANCONTACT_TEST_CARDS].find((card) => card.number === digits);
  return {
    outcome: testCard?.outcome ?? DEFAULT_TEST_CARD_OUTCOME,
    issuingCountryCode: ISSUING_COUNTRIES[digits] ?? DEFAULT_ISSUING_COUNTRY,
  };
}
