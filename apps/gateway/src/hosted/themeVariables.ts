import type { Theme, ThemeColourName } from '@paypage/contract/theme';
import { hexToHsl } from '@paypage/contract/hslColour';
import {
  DARK_THEME_DEFAULTS,
  HEX_COLOUR_PATTERN,
  THEME_DEFAULTS,
} from '@paypage/contract/themeColours';

/** The theme colours the hosted pages use; the page's other colours are not the form's business. */
const FORM_COLOURS: readonly ThemeColourName[] = [
  'primary',
  'error',
  'text',
  'textMuted',
  'inputBackground',
  'inputBorder',
  'inputText',
  'placeholder',
  'focus',
  'surface',
];

const HEX = new RegExp(HEX_COLOUR_PATTERN);

/** primaryDark → --color-primary-dark, as the page names its variables. */
function variableOf(name: string): string {
  return `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

function declarations(theme: Theme, defaults: Record<ThemeColourName, string>): string {
  return FORM_COLOURS.flatMap((name) => {
    const given = theme[name];
    const hex = given && HEX.test(given) ? given : defaults[name];
    const { h, s, l } = hexToHsl(hex);
    const variable = variableOf(name);
    return [`${variable}-h:${h}`, `${variable}-s:${s}%`, `${variable}-l:${l}%`];
  }).join(';');
}

/**
 * The merchant's colours as the `:root` rules of the page's nonce'd style block: each colour split
 * into -h/-s/-l, falling back to the product defaults; the dark ones (over the dark defaults) for
 * a device set to dark, as the page behind the frame draws them. Only #rrggbb values get through,
 * so nothing from the session can close the rule or the tag.
 */
export function themeCss(theme: Theme, darkTheme: Theme = {}): string {
  return (
    `:root{${declarations(theme, THEME_DEFAULTS)}}` +
    `@media (prefers-color-scheme:dark){:root{${declarations(darkTheme, DARK_THEME_DEFAULTS)}}}`
  );
}
