import type { LinkStatus } from '@paypage/contract/linkStatus';
import { readJson, writeJson } from './browserStorage';

/** SPEC §3: the stored payment record kept in the browser. */
export interface SavedPayment {
  uuid: string;
  status: LinkStatus;
}

/** The product namespace key of the saved-payments list (SPEC §7). */
export const SAVED_PAYMENTS_KEY = 'paypage.savedPayments';

function isSavedPayment(value: unknown): value is SavedPayment {
  const record = value as Partial<SavedPayment> | null;
  return typeof record?.uuid === 'string' && typeof record.status === 'string';
}

export function readSavedPayments(): SavedPayment[] {
  const stored = readJson('localStorage', SAVED_PAYMENTS_KEY);
  return Array.isArray(stored) ? stored.filter(isSavedPayment) : [];
}

/**
 * SPEC §4: a record with the same uuid is replaced, otherwise appended; only VALID records are
 * kept, so saving a link that was paid or expired removes it from the list.
 */
export function savePayment(payment: SavedPayment): void {
  const payments = readSavedPayments();
  const index = payments.findIndex(({ uuid }) => uuid === payment.uuid);
  if (index === -1) payments.push(payment);
  else payments[index] = payment;
  const kept = payments
    .filter(({ status }) => status === 'VALID')
    .map(({ uuid, status }) => ({ uuid, status }));
  writeJson('localStorage', SAVED_PAYMENTS_KEY, kept);
}

/** Drops a link's record, e.g. when the browser leaves for the payment provider. */
export function removeSavedPayment(uuid: string): void {
  const kept = readSavedPayments().filter((payment) => payment.uuid !== uuid);
  writeJson('localStorage', SAVED_PAYMENTS_KEY, kept);
}
