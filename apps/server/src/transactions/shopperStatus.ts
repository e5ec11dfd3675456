import type { MerchantTransactionStatus, TransactionStatus } from '@paypage/contract/merchantApi';

/**
 * A payment's status as the shopper's page is told it. An authorisation the merchant released
 * afterwards (VOIDED, decision 0039) was approved as far as the shopper's payment went: the page
 * tells the outcome the shopper had, not what the merchant did with it later.
 */
export const shopperStatus = (status: MerchantTransactionStatus): TransactionStatus =>
  status === 'VOIDED' ? 'AUTHORIZED' : status;
