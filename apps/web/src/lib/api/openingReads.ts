import type { PublicAnswer } from '@paypage/contract/firstPaint';
import { OPENING_ANSWERS_BLOCK_ID } from '@paypage/contract/pageData';
import { dataBlock } from '../config/dataBlock';
import { apiRequest } from './apiRequest';

/**
 * What a page reads as it opens beyond the link (the SEPA page's creditor), read before its first
 * render: by the service's drawing, which hands its answers to the page in the HTML, or by the
 * page while its link loads (app/preparedLink.ts). The page's first render then shows it at once
 * instead of a loading text that a taller page replaces (a layout shift).
 */
let answers: Map<string, unknown> | undefined;
let serverRead: ((path: string) => Promise<PublicAnswer>) | undefined;
/** Reads under way, so a page prepared twice reads once. */
const reading = new Map<string, Promise<void>>();

function known(): Map<string, unknown> {
  if (!answers) {
    const block = dataBlock(OPENING_ANSWERS_BLOCK_ID);
    answers = new Map(block && typeof block === 'object' ? Object.entries(block) : []);
  }
  return answers;
}

/** The answer to a public GET read before the first render, if there is one. */
export function openingAnswer<T>(path: string): T | undefined {
  return known().get(path) as T | undefined;
}

/**
 * Reads a public GET for a page's first render; on the service, through its own API. A failure
 * is left to the page, which reads again and handles it as it always does. `source` is the path
 * segment of the page it is read for (SPEC §6's source header): the landing page reads ahead for
 * the method the shopper heads for, and the call is that method page's, not the landing page's.
 */
export function readForOpening(path: string, source?: string): Promise<void> {
  const store = known();
  if (store.has(path)) return Promise.resolve();
  let read = reading.get(path);
  if (!read) {
    read = answerOf(path, source).then(
      (answer) => {
        // Unless the answers were forgotten meanwhile (a drawing ended, a test moved on).
        if (answer && answers === store) store.set(path, answer.body);
      },
      () => undefined, // The page reads it again.
    );
    reading.set(path, read);
    const done = read;
    // Only its own entry: a drawing that began meanwhile may have started a read of the path.
    void done.finally(() => reading.get(path) === done && reading.delete(path));
  }
  return read;
}

async function answerOf(
  path: string,
  source: string | undefined,
): Promise<{ body: unknown } | undefined> {
  if (serverRead) {
    const { status, body } = await serverRead(path);
    return status === 200 ? { body } : undefined;
  }
  // On the service without reads there is nothing to read from.
  if (typeof document === 'undefined') return undefined;
  return { body: await apiRequest(path, source === undefined ? {} : { source }) };
}

/**
 * Forgets one answer once its page has shown it: an answer that changes (how a payment stands)
 * serves the page's opening render only, never a later visit to the same page in this tab.
 */
export function forgetOpeningAnswer(path: string): void {
  answers?.delete(path);
}

/** The read of this path under way, if any, to await rather than repeat. */
export function readUnderWay(path: string): Promise<void> | undefined {
  return reading.get(path);
}

/**
 * For one drawing on the service (app/firstPaint.tsx): its reads and a fresh set of answers;
 * undefined when the drawing ends.
 */
export function setServerReads(read: ((path: string) => Promise<PublicAnswer>) | undefined): void {
  serverRead = read;
  answers = new Map();
  reading.clear();
}

/** The answers the drawing read, for the page's HTML. */
export function openingAnswers(): Record<string, unknown> {
  return Object.fromEntries(known());
}

/** Forgets every answer: a test's page reads afresh. */
export function forgetOpeningAnswers(): void {
  answers = undefined;
  reading.clear();
}
