import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { createContext, useContext } from 'react';

/** The link of the current /uuid/{uuid}/… page, provided once it has loaded. */
export const PaymentLinkContext = createContext<PaymentLinkInfo | undefined>(undefined);

export function usePaymentLink(): PaymentLinkInfo {
  const link = useContext(PaymentLinkContext);
  if (!link) throw new Error('usePaymentLink is used outside a loaded /uuid/:uuid page');
  return link;
}
