import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { methodSegment } from '../paymentMethods/methodSegment';
import { offeredMethods } from '../paymentMethods/offeredMethods';

type OpeningFacts = Pick<
  PaymentLinkInfo,
  | 'skipLandingPage'
  | 'showAssetsIfSkipLandingPageIsTrue'
  | 'paymentMethods'
  | 'paypalMerchantId'
  | 'newKcpHppRoute'
>;

/**
 * The path segment of the page the saved assets are read for (SPEC §6's source header): the
 * address's own, but for a link opened at its landing address that skips its landing page
 * whatever the shopper has saved (SPEC §4): that page is never shown, and the assets are its
 * first method's page's. Undefined: the address's segment (or landing-page) applies.
 */
export function assetsReadFor(pathname: string, link: OpeningFacts): string | undefined {
  const onLanding = (pathname.split('/')[3] ?? '') === '';
  if (!onLanding || !link.skipLandingPage || link.showAssetsIfSkipLandingPageIsTrue) {
    return undefined;
  }
  // Every method has its page (app/methodRegistry): the first the link offers is where it opens.
  const [first] = offeredMethods(link, link.paymentMethods);
  return first && methodSegment(first, link.newKcpHppRoute);
}
