import { linkUuidOfPath } from '../lib/paymentLink/earlyLinkLoad';
import type { LoadedLink } from './loadPaymentLink';
import { loadPaymentLink } from './loadPaymentLink';

/**
 * How long the page waits, before its first render, for a link that is already on its way.
 * Usually it has arrived with the scripts (docs/decisions/0012); past this the loader shows.
 */
const FIRST_RENDER_WAIT_MS = 600;

export type LinkOutcome = { loaded: LoadedLink } | { error: unknown };

interface PreparedLink {
  uuid: string;
  promise: Promise<LoadedLink>;
  /** Set once the load has ended. */
  outcome?: LinkOutcome;
}

let prepared: PreparedLink | undefined;

/**
 * On a link's page, loads the link (with its saved assets and language) before React renders
 * anything, so that the first thing painted is the page itself: no loader that opens and closes
 * (a modal dialog costs a phone tens of milliseconds each way) and one render instead of two.
 */
export async function prepareLinkPage(pathname: string): Promise<void> {
  const uuid = linkUuidOfPath(pathname);
  if (!uuid) return;
  const entry: PreparedLink = { uuid, promise: loadPaymentLink(uuid) };
  prepared = entry;
  const ended = entry.promise.then(
    (loaded) => void (entry.outcome = { loaded }),
    (error: unknown) => void (entry.outcome = { error }),
  );
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
}

/** The load prepared for this link, if any: ended (outcome) or still under way (promise). */
export function preparedLink(uuid: string): PreparedLink | undefined {
  return prepared?.uuid === uuid ? prepared : undefined;
}

/** Once the page has shown it: a later visit to the link, in this tab, loads it afresh. */
export function forgetPreparedLink(): void {
  prepared = undefined;
}
