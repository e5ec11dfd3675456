import { CARD_BRANDS } from '@paypage/contract/assets';
import type { HostedCardBrand } from './assets/cardRules.js';

/**
 * Small badges for the brand the form detected. They sit beside the brand's name as text, so
 * they are decorative (alt=""); our own drawings, not the schemes' trademarks.
 */
const BADGES: Record<Exclude<HostedCardBrand, 'UNKNOWN'>, { background: string; label: string }> = {
  VISA: { background: '#1a1f71', label: 'VISA' },
  MASTERCARD: { background: '#252525', label: 'MC' },
  VISADANKORT: { background: '#c8102e', label: 'DK' },
  CARTEBANCAIRE: { background: '#0a4b78', label: 'CB' },
  AMEX: { background: '#006fcf', label: 'AMEX' },
  JCB: { background: '#0b7a3e', label: 'JCB' },
  DINERS: { background: '#004a97', label: 'DC' },
  UNIONPAY: { background: '#d6001c', label: 'UP' },
  DISCOVER: { background: '#e55c20', label: 'DISC' },
  BCMC: { background: '#005498', label: 'BC' },
};

const WIDTH = 32;
const HEIGHT = 20;

function badge(brand: HostedCardBrand): string {
  if (brand === 'UNKNOWN') {
    // A plain card outline: a number was typed but no brand matches (yet).
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 32 20"><rect x="0.75" y="0.75" width="30.5" height="18.5" rx="3" fill="#fff" stroke="#767d85" stroke-width="1.5"/><rect x="1.5" y="4.5" width="29" height="3" fill="#767d85"/><rect x="4" y="12" width="10" height="2" rx="1" fill="#767d85"/></svg>`;
  }
  const { background, label } = BADGES[brand];
  const size = label.length > 3 ? 7.5 : 9;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 32 20"><rect width="32" height="20" rx="3" fill="${background}"/><text x="16" y="13.5" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${label}</text></svg>`;
}

const ICONS: ReadonlyMap<string, string> = new Map(
  [...CARD_BRANDS, 'BCMC' as const].map((brand) => [`${brand.toLowerCase()}.svg`, badge(brand)]),
);

export const BRAND_ICONS_PATH = '/hosted/assets/brands';

/** The SVG of `visa.svg`, `unknown.svg` …, or undefined for any other file name. */
export function brandIcon(fileName: string): string | undefined {
  return ICONS.get(fileName);
}

export function brandIconUrl(brand: HostedCardBrand): string {
  return `${BRAND_ICONS_PATH}/${brand.toLowerCase()}.svg`;
}
