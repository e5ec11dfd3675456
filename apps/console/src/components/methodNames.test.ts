import { PAYMENT_METHODS } from '@paypage/contract/paymentMethods';
import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../i18n/translator';

describe('payment method names', () => {
  it('has a name in the catalogues for every method of the contract', () => {
    for (const method of PAYMENT_METHODS)
      expect(isMessageKey(`method.${method}`), method).toBe(true);
  });
});
