import { linkUuidOfPath } from '../lib/paymentLink/earlyLinkLoad';
import type { LoadedLink } from './loadPaymentLink';
import { loadPaymentLink } from './loadPaymentLink';
import { methodSegment } from '../lib/paymentMethods/methodSegment';
import { BUILT_METHODS, METHOD_MODULES } from './methodRegistry';
import { METHOD_LAYOUT_MODULE, PAGE_MODULES } from './pageModules';

/**
 * Loaders of the modules pageModules.ts may name: the lazily loaded result and step pages and the
 * method layout, each already a chunk of its own, so this adds loaders, not chunks. A method's
 * own page is not here: it is part of its method's module (METHOD_MODULES), and a loader of it
 * would split it out of that chunk; the main chunk's pages are left out for the same reason.
 */
const PAGE_LOADERS = import.meta.glob([
  '../features/methodLayout/methodLayout.tsx',
  '../features/results/*Page.tsx',
  '../features/card/{challenge,completed}/*Page.tsx',
]);

/**
 * The lazily loaded modules of the page at this path, imported now: the HTML had them fetched
 * already (0012), and once evaluated the page's lazy components render without suspending.
 */
export function importPageModules(pathname: string): Promise<unknown> {
  const segment = pathname.split('/')[3];
  const modules = segment && Object.hasOwn(PAGE_MODULES, segment) ? PAGE_MODULES[segment] : [];
  const method = BUILT_METHODS.find(
    (candidate) =>
      methodSegment(candidate, false) === segment || methodSegment(candidate, true) === segment,
  );
  const methodModules = method
    ? [METHOD_MODULES[method]?.(), PAGE_LOADERS[METHOD_LAYOUT_MODULE.replace(/^src\//, '../')]?.()]
    : [];
  return Promise.all([
    ...methodModules,
    ...(modules ?? []).map((module) => PAGE_LOADERS[module.replace(/^src\//, '../')]?.()),
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
  await Promise.race([
    Promise.all([ended, importPageModules(pathname)]),
    new Promise((resolve) =>
      setTimeout(resolve, drawn ? DRAWN_PAGE_WAIT_MS : FIRST_RENDER_WAIT_MS),
    ),
  ]);
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
