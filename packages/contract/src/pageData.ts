/**
 * The id of the JSON data block (`<script type="application/json">`) in which the service hands a
 * link's page its runtime config (SPEC §7) with the HTML, so the page need not fetch
 * /config.json first. No TypeBox here: the page imports this module.
 */
export const RUNTIME_CONFIG_BLOCK_ID = 'paypage-config';

/**
 * The id of a second data block on a link's page: what the service knew of the link when it
 * served the HTML. `savedAssets` says the link was VALID with a consumerReference, so the page's
 * first script fetches the saved assets beside the link instead of after it (one round trip
 * less on the card page). The page still decides from the link it fetched: a hint that no longer
 * holds costs one unused request, never a wrong page.
 */
export const LINK_HINT_BLOCK_ID = 'paypage-link';

export interface LinkHint {
  uuid: string;
  savedAssets: boolean;
}

/**
 * SPEC §4: only a VALID link of a shopper with a consumerReference has saved assets to show. The
 * service's hint and the page's own decision both ask this.
 */
export function hasSavedAssetsToLoad(link: {
  status: string;
  consumerReference?: string | null | undefined;
}): boolean {
  return link.status === 'VALID' && Boolean(link.consumerReference);
}

/**
 * The id of a third data block, on a page the service drew (docs/decisions/0026): the page's
 * scripts, which the browser then fetches only after it has painted the drawing. The page's
 * first small script (startLinkLoad) adds them, in this order.
 */
export const PAGE_SCRIPTS_BLOCK_ID = 'paypage-scripts';

export interface PageScript {
  src: string;
  integrity?: string;
  /** A `<link rel="modulepreload">` (fetched, run when imported) rather than a module script. */
  preload: boolean;
}
