import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { useEffect } from 'react';
import { recordTransactionEvent } from '../api/transactionEventApi';

// Once per payment for the life of the page: a result page that moves to its true address
// (success → failure) must not tell it twice.
const recorded = new Set<string>();

/**
 * The shopper is back from the provider's page (a bank, a checkout): recorded once, as soon as
 * the payment's method is known (POST /public/transaction/event/{id}). A failure to record is
 * no reason to keep the shopper from the result.
 */
export function useRecordReturn(transactionId: string, method: PaymentMethod | undefined): void {
  useEffect(() => {
    if (!method || recorded.has(transactionId)) return;
    recorded.add(transactionId);
    recordTransactionEvent(transactionId, method).catch((error: unknown) => console.error(error));
  }, [transactionId, method]);
}
