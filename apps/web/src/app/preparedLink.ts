import { skippedTo } from '../features/landing/skipLandingPage';
import { drawingPainted } from '../lib/browser/drawingPainted';
import { linkUuidOfPath } from '../lib/paymentLink/earlyLinkLoad';
import type { LazyPage } from '../lib/lazyPage';
import { STEP_PATHS, type StepPath } from '../lib/paymentMethods/methodModule';
import { methodSegments } from '../lib/paymentMethods/methodSegment';
import { readForOpening } from '../lib/api/openingReads';
import { CHECKED_RESULT_SEGMENTS, resultPaymentPath } from '../lib/results/resultPayment';
import { FailurePage, resultRoutes, SuccessPage } from '../features/results/resultRoutes';
import type { LoadedLink } from './loadPaymentLink';
import { loadPaymentLink } from './loadPaymentLink';
import { loadMethodPage, loadStepPage, readMethodOpening } from './methodPages';
import { BUILT_METHODS } from './methodRegistry';
import { StatusPage } from './rarePages';

/** The result pages a path's first screen shows, by the path segment after /uuid/{uuid}/. */
const RESULT_PAGES: Readonly<Record<string, readonly LazyPage[]>> = {
  success: [SuccessPage],
  failure: [FailurePage],
  // These check with the service, then show the result page.
  'card-payment-completed': [SuccessPage],
  'card-asset-payment-completed': [SuccessPage],
};

/** The path segment after /uuid/{uuid}/ ('' for the landing page). */
export const segmentOf = (pathname: string) => pathname.split('/')[3] ?? '';

/**
 * The path of the page a link's address opens: its first method's page for a payable link that
 * skips its landing page (SPEC §4), else the address's own (a link that can no longer be paid
 * shows its status page there).
 */
export function openingPathOf(pathname: string, { link, assets }: LoadedLink): string {
  if (segmentOf(pathname) !== '' || link.status !== 'VALID') return pathname;
  return skippedTo(link, assets, BUILT_METHODS) ?? pathname;
}

/**
 * Whether the document shows the entry the shopper opened it with: React Router keeps a key in
 * history.state for each entry it makes (features/landing's OPENING_ENTRY_KEY stands for none),
 * and a reload keeps it. Back from a method's page, a reloaded landing page stays.
 */
const isOpeningEntry = () => !(window.history.state as { key?: unknown } | null)?.key;

/**
 * A link that skips its landing page opens at its first method's address before the first
 * render: the page is then drawn once, as the service drew it, instead of an empty landing page
 * that navigates on. The query stays, as it does on the way to any method.
 */
function openAtFirstMethod(pathname: string, outcome: LinkOutcome | undefined) {
  if (!outcome || !('loaded' in outcome) || !isOpeningEntry()) return;
  const opening = openingPathOf(pathname, outcome.loaded);
  if (opening === pathname) return;
  const { search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${opening}${search}${hash}`);
}

/** The first segments of the result pages, which show whatever the link's status. */
const RESULT_SEGMENTS = new Set(resultRoutes.map((route) => route.path?.split('/')[0]));

const isStepPath = (segment: string): segment is StepPath =>
  (STEP_PATHS as readonly string[]).includes(segment);

/** The method whose page is at this path segment, if any. */
const methodAt = (segment: string) =>
  BUILT_METHODS.find((candidate) => methodSegments(candidate).includes(segment));

/**
 * What the page at this path reads as it opens beyond the link, read now: its first render then
 * shows it at once. A method's page: its MethodModule's prepare. A result page: the payment it
 * is about (`search`, the address's query, may name it). A failed read is the page's.
 */
export function readPageOpening(
  pathname: string,
  { link }: LoadedLink,
  search = '',
): Promise<unknown> {
  const segment = segmentOf(pathname);
  if (CHECKED_RESULT_SEGMENTS.includes(segment)) {
    return readForOpening(resultPaymentPath(link.uuid, new URLSearchParams(search)));
  }
  const method = methodAt(segment);
  return method ? readMethodOpening(method, link) : Promise.resolve();
}

/**
 * The lazily loaded pages of the page at this path, loaded now: the HTML had their files fetched
 * already (0012), and once loaded they render without suspending (lib/lazyPage). The path's
 * modules for the build's hints are app/pageModules.ts; what is loaded here is the pages that
 * render them.
 */
export function importPageModules(pathname: string): Promise<unknown> {
  const segment = segmentOf(pathname);
  const method = methodAt(segment);
  return Promise.all([
    method ? loadMethodPage(method) : undefined,
    isStepPath(segment) ? loadStepPage(segment) : undefined,
    ...(Object.hasOwn(RESULT_PAGES, segment) ? (RESULT_PAGES[segment] ?? []) : []).map((page) =>
      page.load(),
    ),
  ]).catch(() => undefined);
}

/**
 * How long the page waits, before its first render, for a link that is already on its way.
 * Usually it has arrived with the scripts (docs/decisions/0012); past this the loader shows.
 */
const FIRST_RENDER_WAIT_MS = 600;
/**
 * On a page the service drew (docs/decisions/0026) the shopper already sees it: the scripts wait
 * for the link rather than replace the drawing with a loader, unless the link takes this long.
 */
const DRAWN_PAGE_WAIT_MS = 10_000;

export type LinkOutcome = { loaded: LoadedLink } | { error: unknown };

interface PreparedLink {
  uuid: string;
  promise: Promise<LoadedLink>;
  /** Set once the load has ended. */
  outcome?: LinkOutcome;
}

let prepared: PreparedLink | undefined;

/**
 * On a link's page, loads the link (with its saved assets and language) and the page's own
 * modules before React renders anything, so that the first thing painted is the page itself: no
 * loader that opens and closes (a modal dialog costs a phone tens of milliseconds each way) and
 * one render instead of two.
 */
export async function prepareLinkPage(pathname: string, drawn = false): Promise<void> {
  const uuid = linkUuidOfPath(pathname);
  if (!uuid) return;
  const entry: PreparedLink = { uuid, promise: loadPaymentLink(uuid) };
  prepared = entry;
  const ended = entry.promise.then(
    (loaded) => void (entry.outcome = { loaded }),
    (error: unknown) => void (entry.outcome = { error }),
  );
  // A link that can no longer be paid shows its status page, but on a result page (after a
  // payment the link is CONSUMED): loaded as soon as that is known. Loaded for nothing, it cost a
  // phone's result page a round trip before its first render.
  const statusPage = entry.promise.then(
    ({ link }) =>
      link.status === 'VALID' || RESULT_SEGMENTS.has(segmentOf(pathname))
        ? undefined
        : StatusPage.load(),
    () => undefined,
  );
  // A link that skips its landing page opens at its first method's page: loaded as well. And
  // what the opening page reads beyond the link is read with it.
  const openingPage = entry.promise.then(
    (loaded) => {
      const opening = openingPathOf(pathname, loaded);
      return Promise.all([
        opening === pathname ? undefined : importPageModules(opening),
        readPageOpening(opening, loaded, window.location.search),
      ]);
    },
    () => undefined,
  );
  await Promise.race([
    Promise.all([
      ended,
      importPageModules(pathname),
      statusPage,
      openingPage,
      // A drawn page is shown whole before the scripts replace it.
      drawn ? drawingPainted() : undefined,
    ]),
    new Promise((resolve) =>
      setTimeout(resolve, drawn ? DRAWN_PAGE_WAIT_MS : FIRST_RENDER_WAIT_MS),
    ),
  ]);
  openAtFirstMethod(pathname, entry.outcome);
}

/** The load prepared for this link, if any: ended (outcome) or still under way (promise). */
export function preparedLink(uuid: string): PreparedLink | undefined {
  return prepared?.uuid === uuid ? prepared : undefined;
}

/**
 * A link already loaded, for the service's first paint (app/firstPaint.tsx): the page's routes
 * then render it at once, as they do a link the page loaded before its first render. Undefined
 * forgets it again.
 */
export function prepareLoadedLink(loaded: LoadedLink | undefined): void {
  prepared = loaded && {
    uuid: loaded.link.uuid,
    promise: Promise.resolve(loaded),
    outcome: { loaded },
  };
}

/** Once the page has shown it: a later visit to the link, in this tab, loads it afresh. */
export function forgetPreparedLink(): void {
  prepared = undefined;
}
