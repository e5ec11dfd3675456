import { randomBytes, randomUUID } from 'node:crypto';

/** Prefixed random ids say what they name in logs and support tickets (tx_…, as_…, ev_…). */
export function newId(
  prefix:
    | 'mer'
    | 'key'
    | 'opk'
    | 'chg'
    | 'att'
    | 'csp'
    | 'alr'
    | 'tx'
    | 'as'
    | 'ev'
    | 'evt'
    | 'ch'
    | 'rf',
): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

export function newLinkUuid(): string {
  return randomUUID();
}

export function nowIso(): string {
  return new Date().toISOString();
}
