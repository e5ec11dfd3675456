import type { ConsumerAssets, CreateChargeBody, Charge } from '@paypage/contract/merchantCharges';
import { apiRequest } from '../../api/apiClient';

/** GET /api/v1/consumers: one consumer with saved payment details (brief section B). */
export interface ConsumerSummary {
  consumerReference: string;
  assetCount: number;
  lastUsedAt: string | null;
}

export interface ConsumerPage {
  consumers: ConsumerSummary[];
  nextCursor: string | null;
}

const CONSUMERS_API = '/api/v1/consumers';
const consumerPath = (reference: string) => `${CONSUMERS_API}/${encodeURIComponent(reference)}`;

export function listConsumers(q: string, cursor: string | null): Promise<ConsumerPage> {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return apiRequest<ConsumerPage>(search ? `${CONSUMERS_API}?${search}` : CONSUMERS_API);
}

export function getAssets(reference: string): Promise<ConsumerAssets> {
  return apiRequest<ConsumerAssets>(`${consumerPath(reference)}/assets`);
}

export function deleteAsset(reference: string, assetId: string): Promise<undefined> {
  return apiRequest<undefined>(`${consumerPath(reference)}/assets/${encodeURIComponent(assetId)}`, {
    method: 'DELETE',
  });
}

/** An off-session charge of a saved asset; the key makes a retried submission charge once. */
export function chargeAsset(body: CreateChargeBody, idempotencyKey: string): Promise<Charge> {
  return apiRequest<Charge>('/api/v1/charges', { method: 'POST', body, idempotencyKey });
}
