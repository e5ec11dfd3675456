import type { AssetsResponse } from '@paypage/contract/assets';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { hasSavedAssets } from '../../lib/assets/savedAssets';
import { methodSegment } from '../../lib/paymentMethods/methodSegment';
import { offeredMethods } from '../../lib/paymentMethods/offeredMethods';

type SkipSettings = Pick<PaymentLinkInfo, 'skipLandingPage' | 'showAssetsIfSkipLandingPageIsTrue'>;

/**
 * SPEC §4: skipLandingPage sends the shopper straight to the first method; a shopper with saved
 * assets is still shown them when the link asks for that (showAssetsIfSkipLandingPageIsTrue).
 */
export function skipsLandingPage(link: SkipSettings, hasAssets: boolean): boolean {
  if (!link.skipLandingPage) return false;
  return !hasAssets || !link.showAssetsIfSkipLandingPageIsTrue;
}

/**
 * The path of the page a shopper opening the link at its landing page sees instead: the first
 * method's page the link offers (of the methods whose pages exist, `built`), or undefined when
 * the landing page shows. The landing page, the page's first render (app/preparedLink.ts) and the
 * service's first paint all ask this one question.
 */
export function skippedTo(
  link: PaymentLinkInfo,
  assets: AssetsResponse,
  built: readonly PaymentMethod[],
): string | undefined {
  const [firstMethod] = offeredMethods(link, built);
  if (!firstMethod || !skipsLandingPage(link, hasSavedAssets(assets))) return undefined;
  return `/uuid/${link.uuid}/${methodSegment(firstMethod, link.newKcpHppRoute)}`;
}
