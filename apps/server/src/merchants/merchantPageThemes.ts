import { pageThemes, type PageThemes } from '@paypage/contract/darkTheme';
import type { Theme } from '@paypage/contract/theme';

/** Merchants' colour settings seen lately; a shop's every shopper asks for the same few. */
const MAX_REMEMBERED = 500;
const remembered = new Map<string, PageThemes>();

/**
 * The colours the page and the card form draw for a merchant, in light and in dark (pageThemes:
 * derived where not set, every text made to meet AA). Remembered by the settings themselves, so
 * a changed setting is never served stale: colours that fight each other cost a few milliseconds
 * of searching for readable shades, too much for every read of a link.
 */
export function merchantPageThemes(
  merchant: { theme: Theme; darkTheme: Theme } | undefined,
): PageThemes {
  if (!merchant) return { light: {}, dark: {} };
  const key = JSON.stringify([merchant.theme, merchant.darkTheme]);
  const known = remembered.get(key);
  if (known) return known;
  const themes = pageThemes(merchant.theme, merchant.darkTheme);
  if (remembered.size >= MAX_REMEMBERED)
    remembered.delete(remembered.keys().next().value as string);
  remembered.set(key, themes);
  return themes;
}
