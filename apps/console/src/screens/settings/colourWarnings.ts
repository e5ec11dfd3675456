import { contrastRatio, THEME_COLOUR_PAIRS } from '@paypage/contract/colourContrast';
import { deriveDarkTheme, withBrandShades } from '@paypage/contract/darkTheme';
import { DARK_THEME_DEFAULTS, THEME_DEFAULTS } from '@paypage/contract/themeColours';
import type { Theme, ThemeColourName } from '@paypage/contract/theme';

export type ColourScheme = 'light' | 'dark';

const HEX = /^#[0-9a-f]{6}$/i;

/** Only the colours typed in full (#rrggbb): a half-typed one is not a colour yet. */
export function typedColours(theme: Theme): Theme {
  return Object.fromEntries(Object.entries(theme).filter(([, hex]) => hex && HEX.test(hex)));
}

/**
 * Every colour a scheme draws with: the merchant's over the page's defaults, and in the dark,
 * what the service derives from the light ones for the colours not set, with the shades of the
 * brand colour the service makes (darkTheme.ts).
 */
export function schemePalette(
  scheme: ColourScheme,
  theme: Theme,
  darkTheme: Theme,
): Record<ThemeColourName, string> {
  const light = typedColours(theme);
  const given =
    scheme === 'light' ? light : { ...deriveDarkTheme(light), ...typedColours(darkTheme) };
  const defaults = scheme === 'light' ? THEME_DEFAULTS : DARK_THEME_DEFAULTS;
  // The shades the page makes from a brand colour for those not set (its hover, its tint, text
  // that reads on it); the colours set stay as set, so a text that does not read is still named.
  return { ...defaults, ...withBrandShades(given, defaults), ...given };
}

export interface ContrastWarning {
  foreground: ThemeColourName;
  background: ThemeColourName;
  ratio: number;
  minimum: number;
}

/**
 * The pairs the page draws one on the other (colourContrast.ts) that fall below WCAG AA in these
 * colours, where the merchant set one of the two (`chosen`). The service then draws a readable
 * shade instead of the colour set, so the merchant learns here why the page does not show exactly
 * what was chosen. A pair of colours none of which was set is the page's own: it keeps them
 * readable itself, and a warning about them would name nothing the merchant could change.
 */
export function contrastWarnings(
  palette: Record<ThemeColourName, string>,
  chosen: Theme,
): ContrastWarning[] {
  const set = typedColours(chosen);
  return THEME_COLOUR_PAIRS.filter(
    ({ foreground, background }) => set[foreground] !== undefined || set[background] !== undefined,
  )
    .map(({ foreground, background, minimum }) => ({
      foreground,
      background,
      minimum,
      ratio: contrastRatio(palette[foreground], palette[background]),
    }))
    .filter(({ ratio, minimum }) => ratio < minimum);
}
