import type { RecordedEvent, UserRedirectBody } from '@paypage/contract/events';
import { apiRequest } from './apiRequest';

/** POST /public/payment-link/uuid/{uuid}/user-redirect: the shopper leaves for the shop (§7). */
export function recordUserRedirect(uuid: string, body: UserRedirectBody): Promise<RecordedEvent> {
  return apiRequest<RecordedEvent>(
    `/public/payment-link/uuid/${encodeURIComponent(uuid)}/user-redirect`,
    { method: 'POST', body },
  );
}
