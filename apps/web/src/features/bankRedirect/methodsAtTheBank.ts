import type { PaymentMethod } from '@paypage/contract/paymentMethods';

/** The four methods that send the shopper to a bank and back (docs/decisions/0019). */
export type BankRedirectMethod = Extract<
  PaymentMethod,
  'REQUEST_TO_PAY' | 'TRUSTLY' | 'PAYBYBANK' | 'ACCOUNT_TO_PAY'
>;
