import type { Theme } from '@paypage/contract/theme';
import { hexToHsl } from '@paypage/contract/hslColour';

// The defaults live in styles/theme.css, so the page is styled before any link arrives; a
// merchant theme only overrides variables. Setting them through the CSSOM keeps the CSP free
// of 'unsafe-inline'.
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const COLOUR_NAME = /^[a-z][a-zA-Z]*$/;

let applied: string[] = [];

/** primaryDark → --color-primary-dark */
export function colourVariable(name: string): string {
  return `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** Sets the merchant's colours as --color-<name>-h/s/l and drops those of an earlier link. */
export function applyTheme(
  theme: Theme | undefined,
  root: HTMLElement = document.documentElement,
): void {
  for (const property of applied) root.style.removeProperty(property);
  applied = [];
  for (const [name, hex] of Object.entries(theme ?? {})) {
    if (!hex || !COLOUR_NAME.test(name) || !HEX_COLOUR.test(hex)) continue;
    const { h, s, l } = hexToHsl(hex);
    const variable = colourVariable(name);
    const values: [string, string][] = [
      [`${variable}-h`, `${h}`],
      [`${variable}-s`, `${s}%`],
      [`${variable}-l`, `${l}%`],
    ];
    for (const [property, value] of values) {
      root.style.setProperty(property, value);
      applied.push(property);
    }
  }
}
