import { apiRequest } from '../../api/apiClient';
import type { PageSettings } from './pageSettingsApi';

/**
 * The link whose page the settings preview frames (docs/decisions/0040): a real link of the
 * merchant, made with the merchant API's own create route the first time and kept in this
 * browser while it has a day left, so the preview is the real page with the merchant's name,
 * logo and methods. Its reference says what it is, wherever the merchant meets it.
 */
export const PREVIEW_REFERENCE = 'console-settings-preview';
const KEPT_KEY = 'paypage.console.previewLink';
const LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;
/** 25.00 EUR: an amount that reads as an example in every language. */
const PREVIEW_AMOUNT_MINOR = 2500;

interface KeptPreview {
  merchantId: string;
  uuid: string;
  expiresAt: string;
}

function kept(merchantId: string, now: number): KeptPreview | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEPT_KEY) ?? 'null') as KeptPreview | null;
    if (value?.merchantId !== merchantId || !/^[0-9a-f-]{36}$/.test(value.uuid)) return null;
    return Date.parse(value.expiresAt) - now > RENEW_BEFORE_MS ? value : null;
  } catch {
    return null;
  }
}

/** The methods the merchant can offer: PayPal and SEPA only with their settings saved. */
function previewMethods(settings: Pick<PageSettings, 'paypalMerchantId' | 'creditor'>) {
  return [
    'CARD',
    ...(settings.paypalMerchantId ? ['PAYPAL'] : []),
    ...(settings.creditor ? ['SEPA_DD'] : []),
  ];
}

/**
 * The page's address on this origin (the service serves the console and the page): the frame is
 * then of the console's own origin, the one the page's preview listener answers.
 */
const previewPath = (uuid: string) => `/uuid/${uuid}`;

export async function previewLinkPath(
  merchantId: string,
  settings: Pick<PageSettings, 'paypalMerchantId' | 'creditor'>,
  description: string,
  now = Date.now(),
): Promise<string> {
  const known = kept(merchantId, now);
  if (known) return previewPath(known.uuid);
  const expiresAt = new Date(now + LIFETIME_MS).toISOString();
  const link = await apiRequest<{ uuid: string }>('/api/v1/payment-links', {
    method: 'POST',
    body: {
      amount: PREVIEW_AMOUNT_MINOR,
      currency: 'EUR',
      paymentMethods: previewMethods(settings),
      description,
      merchantReference: PREVIEW_REFERENCE,
      expirationDate: expiresAt,
    },
  });
  localStorage.setItem(KEPT_KEY, JSON.stringify({ merchantId, uuid: link.uuid, expiresAt }));
  return previewPath(link.uuid);
}
