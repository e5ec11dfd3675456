import type { Theme, ThemeColourName } from '@paypage/contract/theme';
import { hexToHsl } from '@paypage/contract/hslColour';
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
