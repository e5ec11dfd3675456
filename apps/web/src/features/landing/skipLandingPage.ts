import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';

type SkipSettings = Pick<PaymentLinkInfo, 'skipLandingPage' | 'showAssetsIfSkipLandingPageIsTrue'>;

/**
 * SPEC §4: skipLandingPage sends the shopper straight to the first method; a shopper with saved
 * assets is still shown them when the link asks for that (showAssetsIfSkipLandingPageIsTrue).
 */
export function skipsLandingPage(link: SkipSettings, hasAssets: boolean): boolean {
  if (!link.skipLandingPage) return false;
  return !hasAssets || !link.showAssetsIfSkipLandingPageIsTrue;
}
