import { apiRequest } from '../../api/apiClient';

/**
 * The merchant API's developer calls (brief section B, permission `developers`): API keys, the
 * webhook endpoint and its secret, test events and the deliveries. Shapes as the contract's
 * merchantDevelopers.ts and merchantApi.ts define them.
 */

export interface ApiKey {
  id: string;
  /** Null for keys made without one (by the operator or the CLI). */
  name: string | null;
  prefix: string;
  createdAt: string;
  revokedAt: string | null;
}

/** The answer that made a key: the only time its secret part is seen. */
export interface IssuedApiKey extends ApiKey {
  key: string;
}

export interface WebhookEndpoint {
  url: string | null;
  hasSecret: boolean;
  /** Only in the answer that made a secret: shown this once. */
  webhookSecret?: string;
}

export type DeliveryState = 'PENDING' | 'DELIVERED' | 'FAILED';

export interface WebhookDelivery {
  id: string;
  type: string;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  lastError: string | null;
  createdAt: string;
  history: { attemptedAt: string; statusCode: number | null; error: string | null }[];
}

const API = '/api/v1';

export async function listApiKeys(): Promise<ApiKey[]> {
  return (await apiRequest<{ apiKeys: ApiKey[] }>(`${API}/api-keys`)).apiKeys;
}

export function createApiKey(name: string): Promise<IssuedApiKey> {
  return apiRequest<IssuedApiKey>(`${API}/api-keys`, { method: 'POST', body: { name } });
}

export function revokeApiKey(keyId: string): Promise<void> {
  return apiRequest<undefined>(`${API}/api-keys/${encodeURIComponent(keyId)}`, {
    method: 'DELETE',
  });
}

export function fetchWebhookEndpoint(): Promise<WebhookEndpoint> {
  return apiRequest<WebhookEndpoint>(`${API}/webhooks/endpoint`);
}

export function saveWebhookEndpoint(url: string | null): Promise<WebhookEndpoint> {
  return apiRequest<WebhookEndpoint>(`${API}/webhooks/endpoint`, {
    method: 'PUT',
    body: { url },
  });
}

/** A new secret (shown this once); the old one stops signing at once. */
export function rotateWebhookSecret(): Promise<{ webhookSecret: string }> {
  return apiRequest<{ webhookSecret: string }>(`${API}/webhooks/secret`, { method: 'POST' });
}

export function sendTestEvent(): Promise<{ id: string }> {
  return apiRequest<{ id: string }>(`${API}/webhooks/test`, { method: 'POST' });
}

export async function listDeliveries(): Promise<WebhookDelivery[]> {
  return (
    await apiRequest<{ deliveries: WebhookDelivery[] }>(`${API}/webhooks/deliveries?limit=50`)
  ).deliveries;
}

export function redeliver(deliveryId: string): Promise<{ id: string }> {
  return apiRequest<{ id: string }>(
    `${API}/webhooks/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
    { method: 'POST' },
  );
}
