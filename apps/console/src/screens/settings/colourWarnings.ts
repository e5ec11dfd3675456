import { contrastRatio, THEME_COLOUR_PAIRS } from '@paypage/contract/colourContrast';
import { deriveDarkTheme } from '@paypage/contract/darkTheme';
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
 * what the service derives from the light ones for the colours not set (darkTheme.ts).
 */
export function schemePalette(
  scheme: ColourScheme,
  theme: Theme,
  darkTheme: Theme,
): Record<ThemeColourName, string> {
  const light = typedColours(theme);
  if (scheme === 'light') return { ...THEME_DEFAULTS, ...light };
  return { ...DARK_THEME_DEFAULTS, ...deriveDarkTheme(light), ...typedColours(darkTheme) };
}

export interface ContrastWarning {
  foreground: ThemeColourName;
  background: ThemeColourName;
  ratio: number;
  minimum: number;
}

/**
 * The pairs the page draws one on the other (colourContrast.ts) that fall below WCAG AA in these
 * colours. The service then draws a readable shade instead of the colour set, so the merchant
 * learns here why the page does not show exactly what was chosen.
 */
export function contrastWarnings(palette: Record<ThemeColourName, string>): ContrastWarning[] {
  return THEME_COLOUR_PAIRS.map(({ foreground, background, minimum }) => ({
    foreground,
    background,
    minimum,
    ratio: contrastRatio(palette[foreground], palette[background]),
  })).filter(({ ratio, minimum }) => ratio < minimum);
}
