import { randomFillSync, randomUUID } from 'node:crypto';

/**
 * Prefixed ids say what they name in logs and support tickets (tx_…, as_…, ev_…). After the
 * prefix comes an ordered part, then a random one:
 *
 * - the ordered part is the millisecond and a counter within it, in fixed-width base 36 (digits
 *   and lowercase letters sort the same way under every collation, SQLite's and PostgreSQL's).
 *   Lists sort by their time column and then by id; with random ids, two rows of the same
 *   millisecond (a page event and the next, a visit batch) came back in either order.
 * - the random part, 12 bytes of the cryptographic generator, keeps ids unguessable and apart
 *   across server processes.
 */
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
    | 'rf'
    // The console (issue 22): users, sessions, invitations, sign-in failures, audit entries.
    | 'usr'
    | 'ses'
    | 'inv'
    | 'sif'
    | 'aud',
): string {
  return `${prefix}_${orderedPart()}${randomPart()}`;
}

/** 36^9 ms reaches the year 5188; 36^3 ids within one millisecond before it borrows the next. */
const TIME_DIGITS = 9;
const COUNTER_DIGITS = 3;
const COUNTER_LIMIT = 36 ** COUNTER_DIGITS;
let lastMillisecond = 0;
let counter = 0;

/**
 * Never goes back, even when the clock does (an NTP step): an earlier millisecond than the last
 * one handed out counts as the same one.
 */
function orderedPart(): string {
  const now = Date.now();
  if (now > lastMillisecond) {
    lastMillisecond = now;
    counter = 0;
  } else if (++counter === COUNTER_LIMIT) {
    lastMillisecond += 1;
    counter = 0;
  }
  return (
    lastMillisecond.toString(36).padStart(TIME_DIGITS, '0') +
    counter.toString(36).padStart(COUNTER_DIGITS, '0')
  );
}

const ID_BYTES = 12;
/** Ids' random bytes are drawn from the system's generator this many at a time. */
const POOL_BYTES = ID_BYTES * 256;
let pool = Buffer.alloc(0);
let taken = 0;

/**
 * 12 bytes of the cryptographic generator, base64url. One call to it per id cost about 2 µs, a
 * tenth of a link read's own CPU, on a path that writes an event per visit; like randomUUID,
 * the bytes are fetched in blocks and each byte is handed out once.
 */
function randomPart(): string {
  if (taken + ID_BYTES > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(POOL_BYTES));
    taken = 0;
  }
  const part = pool.toString('base64url', taken, taken + ID_BYTES);
  taken += ID_BYTES;
  return part;
}

export function newLinkUuid(): string {
  return randomUUID();
}

export function nowIso(): string {
  return new Date().toISOString();
}
