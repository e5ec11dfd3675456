import {
  LINK_UUID_PARAM,
  TRANSACTION_ID_PARAM,
} from '@paypage/contract/methods/bankRedirectConstants';
import { pageUrl } from '../../payments/pageAddress';

/** The methods that send the shopper to a bank and back (docs/decisions/0019). */
export type BankRedirectMethod = 'REQUEST_TO_PAY' | 'TRUSTLY' | 'PAYBYBANK' | 'ACCOUNT_TO_PAY';

/**
 * Where the bank sends the shopper back, naming our transaction so the page can ask how the
 * payment stands (it never believes the address alone):
 * - Trustly: /uuid/{uuid}/trustly-transaction-created, while the bank confirms (SPEC §2);
 * - pay by bank: the top-level /pay-by-bank-result, the link named in the query (SPEC §2);
 * - direct bank transfer, account to pay: /uuid/{uuid}/mid/{transaction}/success, SPEC §2's
 *   "result of a redirect-to-payment". The bank has one return address, as most redirect
 *   providers do; the page moves to /failure when the payment failed.
 */
export function returnAddress(
  pageOrigin: string,
  method: BankRedirectMethod,
  uuid: string,
  transactionId: string,
): string {
  const tx = encodeURIComponent(transactionId);
  switch (method) {
    case 'TRUSTLY':
      return pageUrl(
        pageOrigin,
        `/uuid/${uuid}/trustly-transaction-created?${TRANSACTION_ID_PARAM}=${tx}`,
      );
    case 'PAYBYBANK':
      return pageUrl(
        pageOrigin,
        `/pay-by-bank-result?${LINK_UUID_PARAM}=${uuid}&${TRANSACTION_ID_PARAM}=${tx}`,
      );
    case 'REQUEST_TO_PAY':
    case 'ACCOUNT_TO_PAY':
      return pageUrl(pageOrigin, `/uuid/${uuid}/mid/${tx}/success`);
  }
}
