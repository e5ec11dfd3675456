import type { AssetsResponse } from '@paypage/contract/assets';
import {
  hasSavedAssetsToLoad,
  LINK_HINT_BLOCK_ID,
  type LinkHint,
} from '@paypage/contract/pageData';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { getPaymentLink } from '../api/paymentLinkApi';
import { getSavedAssets } from '../api/savedAssetsApi';
import { dataBlock } from '../config/dataBlock';
import { assetsReadFor } from './openingSegment';
import { uuidFromPath } from './uuidFromPath';

/** The link's fetch, and its saved assets' once the link says there are any to ask for. */
export interface EarlyLinkLoad {
  uuid: string;
  link: Promise<PaymentLinkInfo>;
  /** Undefined when the link has none to load (not VALID, or no consumerReference). */
  assets: Promise<AssetsResponse | undefined>;
}

let started: EarlyLinkLoad | undefined;
/** Set once the page has asked for its link: a load starting after that would be a second one. */
let taken = false;

/** The link's uuid on a link's page (/uuid/{uuid}/…), else undefined. */
export function linkUuidOfPath(pathname: string): string | undefined {
  const [, first, segment] = pathname.split('/');
  return first === 'uuid' ? uuidFromPath(segment) : undefined;
}

/** The service's word, in the page's HTML, that this link has saved assets to fetch. */
function savedAssetsHinted(uuid: string): boolean {
  const hint = dataBlock(LINK_HINT_BLOCK_ID) as Partial<LinkHint> | null | undefined;
  return (
    hint?.savedAssets === true &&
    typeof hint.uuid === 'string' &&
    hint.uuid.toLowerCase() === uuid.toLowerCase()
  );
}

/**
 * The saved assets fetched at once, beside the link, and used only when the link that arrives
 * has assets to show (the hint was the state when the HTML was served). Otherwise their answer,
 * a refusal included, is dropped, as if never asked.
 */
function savedAssetsBeside(
  link: Promise<PaymentLinkInfo>,
  uuid: string,
): Promise<AssetsResponse | undefined> {
  const asked = getSavedAssets(uuid);
  asked.catch(() => undefined);
  return link.then((loaded) => (hasSavedAssetsToLoad(loaded) ? asked : undefined));
}

/**
 * Starts loading the link of a link's page (/uuid/{uuid}/…) before the page's own scripts have
 * arrived (docs/decisions/0012): the small first script of the page calls this, so the link and
 * its saved assets travel beside the big scripts instead of after them. Exactly the requests the
 * page would make itself, visit header and source header included.
 */
export function startLinkLoad(pathname: string): void {
  const uuid = linkUuidOfPath(pathname);
  if (!uuid || taken) return;
  const link = getPaymentLink(uuid);
  const assets = savedAssetsHinted(uuid)
    ? savedAssetsBeside(link, uuid)
    : link.then((loaded) =>
        hasSavedAssetsToLoad(loaded)
          ? getSavedAssets(loaded.uuid, assetsReadFor(pathname, loaded))
          : undefined,
      );
  // Whoever takes the load handles its failures; until then they must not count as unhandled.
  assets.catch(() => undefined);
  started = { uuid, link, assets };
}

/**
 * The load started for this link, handed out once: a later load of the page asks afresh. Should
 * the page ask before the small script has run, it loads the link itself and no early load
 * starts afterwards, so a visit is never counted twice.
 */
export function takeLinkLoad(uuid: string): EarlyLinkLoad | undefined {
  taken = true;
  const load = started?.uuid === uuid ? started : undefined;
  started = undefined;
  return load;
}
