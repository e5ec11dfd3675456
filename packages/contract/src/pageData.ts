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

/**
 * The id of a third data block: public GET answers the service's first paint read (FirstPaint's
 * `answers`), by path, so the page's first render shows the same without reading them again.
 */
export const OPENING_ANSWERS_BLOCK_ID = 'paypage-answers';

/**
 * The id of a fourth data block, on a drawn page only: the addresses of the lazily loaded
 * chunks' stylesheets whose rules the HTML already carries inline (docs/decisions/0031). The
 * page's module loader (Vite's preload helper, taught by apps/web/build/inlineStyles.ts) counts
 * them as loaded and does not fetch them with their chunks. A data block, not a stylesheet link:
 * no browser fetches or applies what is in one.
 */
export const INLINE_STYLES_BLOCK_ID = 'paypage-inline-styles';

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
