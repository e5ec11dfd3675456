import type { AssetsResponse } from '@paypage/contract/assets';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { getPaymentLink } from '../lib/api/paymentLinkApi';
import { getSavedAssets } from '../lib/api/savedAssetsApi';
import { NO_SAVED_ASSETS } from '../lib/assets/savedAssets';
import { showLanguage } from '../lib/i18n/translator';
import { uiLanguageOf } from '../lib/i18n/uiLanguage';
import { hasSavedAssetsToLoad } from '@paypage/contract/pageData';
import { takeLinkLoad } from '../lib/paymentLink/earlyLinkLoad';
import { assetsReadFor } from '../lib/paymentLink/openingSegment';
import { savePayment } from '../lib/storage/savedPayments';
import { applyTheme } from '../lib/theme/applyTheme';

export interface LoadedLink {
  link: PaymentLinkInfo;
  assets: AssetsResponse;
}

/**
 * SPEC §4: a shopper with a consumerReference may have saved assets, once the link is VALID.
 * `started` is their fetch if the page's first script already began it; `source` the segment of
 * the page they are read for, when it is not the address's (lib/paymentLink/openingSegment).
 */
export async function loadSavedAssets(
  link: PaymentLinkInfo,
  started?: Promise<AssetsResponse | undefined>,
  source?: string,
): Promise<AssetsResponse> {
  if (!hasSavedAssetsToLoad(link)) return NO_SAVED_ASSETS;
  try {
    return (await started) ?? (await getSavedAssets(link.uuid, source));
  } catch (cause) {
    // SPEC §8: whatever the answer, a failed asset load is the generic error, never a 409 page.
    throw new Error('The saved assets could not be loaded', { cause });
  }
}

/**
 * Fetches the link (and the shopper's saved assets) and gets the page ready for it, in its
 * language and colours, before any page shows it, so the shopper never sees an English or
 * unbranded flash. The link is remembered in the browser's saved-payments list.
 */
export async function loadPaymentLink(uuid: string): Promise<LoadedLink> {
  const early = takeLinkLoad(uuid);
  const link = await (early?.link ?? getPaymentLink(uuid));
  savePayment({ uuid: link.uuid, status: link.status });
  applyTheme(link.theme, link.darkTheme);
  const [assets] = await Promise.all([
    loadSavedAssets(link, early?.assets, assetsReadFor(window.location.pathname, link)),
    showLanguage(uiLanguageOf(link.locale), link.locale),
  ]);
  return { link, assets };
}
