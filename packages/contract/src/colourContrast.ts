import { hexToHsl, hslToHex } from './hslColour';
import type { ThemeColourName } from './themeColours';

/** WCAG 2.x AA: 4.5:1 for text, 3:1 for the parts of a control one has to see (borders, focus). */
export const TEXT_CONTRAST = 4.5;
export const CONTROL_CONTRAST = 3;

export interface ColourPair {
  foreground: ThemeColourName;
  background: ThemeColourName;
  minimum: number;
}

const text = (foreground: ThemeColourName, background: ThemeColourName): ColourPair => ({
  foreground,
  background,
  minimum: TEXT_CONTRAST,
});
const control = (foreground: ThemeColourName, background: ThemeColourName): ColourPair => ({
  foreground,
  background,
  minimum: CONTROL_CONTRAST,
});

/**
 * Every colour the page and the hosted pages draw on another (read from their stylesheets), in
 * the order they are made readable: a colour that is a ground here (primaryDark under the
 * hovered button's text) comes before the pairs that sit on it.
 */
export const THEME_COLOUR_PAIRS: readonly ColourPair[] = [
  text('text', 'background'),
  text('text', 'surface'),
  text('text', 'surfaceAlt'),
  text('text', 'primaryLight'),
  text('text', 'errorLight'),
  text('text', 'infoLight'),
  text('heading', 'surface'),
  text('heading', 'background'),
  text('textMuted', 'surface'),
  text('textMuted', 'background'),
  text('textMuted', 'surfaceAlt'),
  text('link', 'surface'),
  text('link', 'background'),
  text('linkVisited', 'surface'),
  text('primaryDark', 'surface'),
  // The hovered button's ground is also the brand's text colour: settled against the button's text
  // as well, it finds the shade that reads both as text and under text.
  text('primaryDark', 'onPrimary'),
  text('error', 'surface'),
  text('error', 'background'),
  text('onPrimary', 'primary'),
  text('onPrimary', 'primaryDark'),
  text('inputText', 'inputBackground'),
  text('placeholder', 'inputBackground'),
  text('footerText', 'footerBackground'),
  text('buttonSecondaryText', 'buttonSecondaryBackground'),
  text('buttonSecondaryText', 'primaryLight'),
  control('success', 'surface'),
  control('info', 'surface'),
  control('inputBorder', 'inputBackground'),
  control('focus', 'surface'),
  control('focus', 'background'),
];

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** 1 (the same) to 21 (black on white), as WCAG computes it. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

type Grounds = readonly { background: string; minimum: number }[];

const readsOnAll = (colour: string, grounds: Grounds) =>
  grounds.every(({ background, minimum }) => contrastRatio(colour, background) >= minimum);

/** How far below its minimum a colour falls on its worst ground (1 = meets every minimum). */
const worstShare = (colour: string, grounds: Grounds) =>
  Math.min(
    ...grounds.map(({ background, minimum }) => contrastRatio(colour, background) / minimum),
  );

/**
 * In points of lightness. Finer than one point: a colour that must read both on white and under
 * black text has only a sliver of shades that do (luminance 0.175 to 0.183), which whole points skip.
 */
const LIGHTNESS_STEP = 0.1;

/**
 * The nearest shade of the colour (hue and saturation kept, lightness moved a step at a time up
 * and down) that reads on every one of its grounds, so a brand colour stays recognisable; black
 * or white, or the shade nearest to reading, when none does.
 */
export function readableOn(foreground: string, grounds: Grounds): string {
  if (readsOnAll(foreground, grounds)) return foreground;
  const hsl = hexToHsl(foreground);
  let best =
    worstShare('#000000', grounds) >= worstShare('#ffffff', grounds) ? '#000000' : '#ffffff';
  for (let step = LIGHTNESS_STEP; step <= 100; step += LIGHTNESS_STEP) {
    for (const l of [hsl.l - step, hsl.l + step]) {
      if (l < 0 || l > 100) continue;
      const shade = hslToHex({ ...hsl, l });
      if (readsOnAll(shade, grounds)) return shade;
      if (worstShare(shade, grounds) > worstShare(best, grounds)) best = shade;
    }
  }
  return best;
}

/**
 * A whole palette with every pair of THEME_COLOUR_PAIRS at least at its minimum: only the colour
 * drawn on top moves, so the merchant's grounds and brand fills stay as set. Colours are settled
 * in the order of the pairs, a ground (primaryDark under a hovered button's text) before what sits
 * on it; twice over, as a colour moved in the first round may unsettle one settled before it.
 */
export function readablePalette(
  palette: Record<ThemeColourName, string>,
): Record<ThemeColourName, string> {
  const readable = { ...palette };
  const foregrounds = [...new Set(THEME_COLOUR_PAIRS.map((pair) => pair.foreground))];
  for (let round = 0; round < 2; round++) {
    for (const foreground of foregrounds) {
      const grounds = THEME_COLOUR_PAIRS.filter((pair) => pair.foreground === foreground).map(
        ({ background, minimum }) => ({ background: readable[background], minimum }),
      );
      readable[foreground] = readableOn(readable[foreground], grounds);
    }
  }
  return readable;
}
