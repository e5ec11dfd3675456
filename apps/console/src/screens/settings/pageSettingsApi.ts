import type { LogoContentType } from '@paypage/contract/merchantLogo';
import type { Theme } from '@paypage/contract/theme';
import { apiRequest } from '../../api/apiClient';

/**
 * GET/PATCH /api/v1/settings (brief section B): the merchant's own page settings, the fields of
 * the operator's PATCH a merchant may set, under the same rules (settingsRules.ts on the server).
 */
export interface PageSettings {
  theme: Theme;
  darkTheme: Theme;
  frameAncestors: string[];
  defaultLocale: string | null;
  returnUrlTimer: number | null;
  paypalMerchantId: string | null;
  creditor: { name: string; creditorId: string; address: string | null } | null;
  /** Where the page loads the merchant's logo from; null when there is none. */
  logoUrl: string | null;
}

export type PageSettingsChange = Omit<PageSettings, 'logoUrl'>;

/** PUT /api/v1/settings/logo answers where the page shows it from. */
export interface MerchantLogo {
  url: string;
  contentType: LogoContentType;
  bytes: number;
}

const SETTINGS = '/api/v1/settings';

export const fetchPageSettings = () => apiRequest<PageSettings>(SETTINGS);

export const savePageSettings = (change: PageSettingsChange) =>
  apiRequest<PageSettings>(SETTINGS, { method: 'PATCH', body: change });

/** The image as base64 in JSON, as the operator's logo route takes it. */
export const uploadLogo = (imageBase64: string) =>
  apiRequest<MerchantLogo>(`${SETTINGS}/logo`, { method: 'PUT', body: { image: imageBase64 } });

export const removeLogo = () => apiRequest<undefined>(`${SETTINGS}/logo`, { method: 'DELETE' });
