import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { getPaymentLink } from '../lib/api/paymentLinkApi';
import { showLanguage } from '../lib/i18n/translator';
import { uiLanguageOf } from '../lib/i18n/uiLanguage';
import { applyTheme } from '../lib/theme/applyTheme';

/**
 * Fetches the link and gets the page ready for it, in its language and colours, before any
 * page shows it, so the shopper never sees an English or unbranded flash.
 */
export async function loadPaymentLink(uuid: string): Promise<PaymentLinkInfo> {
  const link = await getPaymentLink(uuid);
  applyTheme(link.theme);
  await showLanguage(uiLanguageOf(link.locale));
  return link;
}
