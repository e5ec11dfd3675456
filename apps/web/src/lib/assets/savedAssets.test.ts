import type { PaypalAsset, SepaAsset } from '@paypage/contract/assets';
import { describe, expect, it } from 'vitest';
import { aSavedCard } from '../../test/fakeApi';
import { firstSavedAsset, hasSavedAssets, NO_SAVED_ASSETS } from './savedAssets';

const card = aSavedCard({
  id: 'card-1',
  holder: 'Ada Lovelace',
  firstDigits: '411111',
  lastDigits: '1111',
  expiryMonth: 12,
  expiryYear: 2030,
});
const mandate: SepaAsset = {
  id: 'sepa-1',
  type: 'SEPA_DD',
  accountHolder: 'Ada Lovelace',
  iban: '****1234',
  sepaMandateReference: 'M-1',
};
const paypal: PaypalAsset = {
  id: 'pp-1',
  type: 'PAYPAL',
  billingAgreementId: 'B-1',
  customerAccountId: 'C-1',
  payerEmail: 'ada@example.com',
};

describe('saved assets', () => {
  it('count as present when any group has one', () => {
    expect(hasSavedAssets(NO_SAVED_ASSETS)).toBe(false);
    expect(hasSavedAssets({ ...NO_SAVED_ASSETS, paypal: [paypal] })).toBe(true);
  });

  it('preselect the first card, then mandate, then PayPal account (SPEC §4)', () => {
    expect(firstSavedAsset({ card: [card], sepaDirectDebit: [mandate], paypal: [paypal] })).toBe(
      card,
    );
    expect(firstSavedAsset({ card: [], sepaDirectDebit: [mandate], paypal: [paypal] })).toBe(
      mandate,
    );
    expect(firstSavedAsset({ card: [], sepaDirectDebit: [], paypal: [paypal] })).toBe(paypal);
    expect(firstSavedAsset(NO_SAVED_ASSETS)).toBeUndefined();
  });
});
