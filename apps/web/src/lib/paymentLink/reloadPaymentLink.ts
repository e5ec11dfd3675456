import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { createContext, useContext } from 'react';

/**
 * Reads the link again and shows the page for it as it now stands: after the shopper chose
 * another way to pay (the link is payable again) or a payment ended while a page waited. The
 * answer is the link as read; rejects when the read fails (the page shown stays).
 */
export const ReloadPaymentLinkContext = createContext<() => Promise<PaymentLinkInfo>>(() =>
  Promise.reject(new Error('No payment link to reload')),
);

export function useReloadPaymentLink(): () => Promise<PaymentLinkInfo> {
  return useContext(ReloadPaymentLinkContext);
}
