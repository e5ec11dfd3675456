import type { RecordedEvent } from '@paypage/contract/events';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { apiRequest } from './apiRequest';

/**
 * POST /public/transaction/event/{id} (SPEC §7): what the shopper did with a payment (left for
 * the provider, came back from it); the source header says on which page.
 */
export function recordTransactionEvent(
  transactionId: string,
  paymentMethod: PaymentMethod,
): Promise<RecordedEvent> {
  return apiRequest<RecordedEvent>(
    `/public/transaction/event/${encodeURIComponent(transactionId)}`,
    { method: 'POST', body: { paymentMethod } },
  );
}
