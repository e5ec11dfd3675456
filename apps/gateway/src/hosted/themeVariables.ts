import type { Theme, ThemeColourName } from '@paypage/contract/theme';
import { HEX_COLOUR_PATTERN, THEME_DEFAULTS } from '@paypage/contract/theme';

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
];

const HEX = new RegExp(HEX_COLOUR_PATTERN);

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** #rrggbb → hue (degrees), saturation and lightness (percent), as the page's theme splits them. */
export function hexToHsl(hex: string): { h: number; s: number; l: number } {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return { h: 0, s: 0, l: round1(l * 100) };
  const s = chroma / (1 - Math.abs(2 * l - 1));
  const sector =
    max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return { h: round1((sector * 60 + 360) % 360), s: round1(s * 100), l: round1(l * 100) };
}

/** primaryDark → --color-primary-dark, as the page names its variables. */
function variableOf(name: string): string {
  return `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/**
 * The merchant's colours as the `:root` rule of the page's nonce'd style block: each colour split
 * into -h/-s/-l, falling back to the product defaults. Only #rrggbb values get through, so nothing
 * from the session can close the rule or the tag.
 */
export function themeCss(theme: Theme): string {
  const declarations = FORM_COLOURS.flatMap((name) => {
    const given = theme[name];
    const hex = given && HEX.test(given) ? given : THEME_DEFAULTS[name];
    const { h, s, l } = hexToHsl(hex);
    const variable = variableOf(name);
    return [`${variable}-h:${h}`, `${variable}-s:${s}%`, `${variable}-l:${l}%`];
  });
  return `:root{${declarations.join(';')}}`;
}
