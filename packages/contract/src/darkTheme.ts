import { contrastRatio, luminance, readablePalette, TEXT_CONTRAST } from './colourContrast';
import { hexToHsl, hslToHex } from './hslColour';
import {
  DARK_THEME_DEFAULTS,
  THEME_COLOUR_NAMES,
  THEME_DEFAULTS,
  type Theme,
  type ThemeColourName,
} from './themeColours';

/**
 * The colours things are drawn on. In the dark they take the dark theme's lightness and only a
 * muted tone of the merchant's hue: a saturated ground at night glares and drowns the text on it.
 */
const GROUNDS: ReadonlySet<ThemeColourName> = new Set<ThemeColourName>([
  'background',
  'surface',
  'surfaceAlt',
  'inputBackground',
  'footerBackground',
  'buttonSecondaryBackground',
  'disabledBackground',
  'primaryLight',
  'errorLight',
  'successLight',
  'warningLight',
  'infoLight',
  'overlay',
]);
const GROUND_MAX_SATURATION = 30;

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A merchant's dark colours made from its light ones, for a merchant that set none: the hue kept
 * (the brand stays the brand), grounds at the dark theme's depth, and everything drawn on them
 * with its lightness mirrored, so dark text turns light and a mid-tone accent stays mid-tone.
 */
export function deriveDarkTheme(light: Theme): Theme {
  const dark: Theme = {};
  for (const name of THEME_COLOUR_NAMES) {
    const hex = light[name];
    if (!hex || !HEX.test(hex)) continue;
    const { h, s, l } = hexToHsl(hex);
    dark[name] = GROUNDS.has(name)
      ? hslToHex({
          h,
          s: Math.min(s, GROUND_MAX_SATURATION),
          l: hexToHsl(DARK_THEME_DEFAULTS[name]).l,
        })
      : hslToHex({ h, s, l: 100 - l });
  }
  return dark;
}

/** How far the hovered button's colour sits from the button's own, in points of lightness. */
const HOVER_STEP_L = 10;

/**
 * A merchant who set its brand colour but not the shades made from it gets them from its brand
 * colour, not our blue: the hovered button a step away from the button's text (so the text still
 * reads on it) and the selected method's tint in the brand's hue.
 */
export function withBrandShades(theme: Theme, defaults: Theme = THEME_DEFAULTS): Theme {
  if (!theme.primary) return theme;
  const text = theme.onPrimary ?? defaults.onPrimary ?? '#ffffff';
  // Black or white when the given text does not read on the brand: a grey in between leaves no
  // shade for the hovered button that reads both under the text and as text on white.
  const onPrimary =
    contrastRatio(text, theme.primary) >= TEXT_CONTRAST
      ? text
      : contrastRatio('#000000', theme.primary) >= contrastRatio('#ffffff', theme.primary)
        ? '#000000'
        : '#ffffff';
  const { h, s, l } = hexToHsl(theme.primary);
  const textIsLight = luminance(onPrimary) > luminance(theme.primary);
  const hover = Math.min(100, Math.max(0, l + (textIsLight ? -HOVER_STEP_L : HOVER_STEP_L)));
  const tint = hexToHsl(defaults.primaryLight ?? THEME_DEFAULTS.primaryLight);
  return {
    primaryDark: hslToHex({ h, s, l: hover }),
    primaryLight: hslToHex({ h, s: Math.min(s, tint.s), l: tint.l }),
    ...theme,
    onPrimary,
  };
}

function onlyChanged(palette: Record<ThemeColourName, string>, defaults: Theme): Theme {
  return Object.fromEntries(
    THEME_COLOUR_NAMES.filter(
      (name) => palette[name].toLowerCase() !== defaults[name]?.toLowerCase(),
    ).map((name) => [name, palette[name].toLowerCase()]),
  );
}

const given = (theme: Theme | undefined): Theme =>
  Object.fromEntries(Object.entries(theme ?? {}).filter(([, hex]) => hex && HEX.test(hex)));

export interface PageThemes {
  /** The colours that differ from THEME_DEFAULTS (the stylesheet's light colours). */
  light: Theme;
  /** The colours that differ from DARK_THEME_DEFAULTS (the stylesheet's dark colours). */
  dark: Theme;
}

/**
 * What the page and the hosted pages draw for a merchant, in light and in dark: the merchant's
 * colours over the defaults, its dark ones over those derived from its light ones, and every text
 * and control made to meet WCAG AA on its ground (colourContrast.ts). Only the differences from
 * the stylesheets' own colours are returned: an unthemed merchant's page carries no style at all.
 */
export function pageThemes(light: Theme | undefined, dark: Theme | undefined): PageThemes {
  const lightGiven = given(light);
  const lightPalette = readablePalette({ ...THEME_DEFAULTS, ...withBrandShades(lightGiven) });
  const darkGiven = { ...deriveDarkTheme(lightGiven), ...given(dark) };
  const darkPalette = readablePalette({
    ...DARK_THEME_DEFAULTS,
    ...withBrandShades(darkGiven, DARK_THEME_DEFAULTS),
  });
  return {
    light: onlyChanged(lightPalette, THEME_DEFAULTS),
    dark: onlyChanged(darkPalette, DARK_THEME_DEFAULTS),
  };
}
