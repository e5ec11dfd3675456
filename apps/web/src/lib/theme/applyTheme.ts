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

/** The merchant's colours as --color-<name>-h/s/l and their values; unusable entries are left out. */
function themeVariables(theme: Theme | undefined): [string, string][] {
  const variables: [string, string][] = [];
  for (const [name, hex] of Object.entries(theme ?? {})) {
    if (!hex || !COLOUR_NAME.test(name) || !HEX_COLOUR.test(hex)) continue;
    const { h, s, l } = hexToHsl(hex);
    const variable = colourVariable(name);
    variables.push(
      [`${variable}-h`, `${h}`],
      [`${variable}-s`, `${s}%`],
      [`${variable}-l`, `${l}%`],
    );
  }
  return variables;
}

/** Sets the merchant's colours as --color-<name>-h/s/l and drops those of an earlier link. */
export function applyTheme(
  theme: Theme | undefined,
  root: HTMLElement = document.documentElement,
): void {
  for (const property of applied) root.style.removeProperty(property);
  applied = [];
  for (const [property, value] of themeVariables(theme)) {
    root.style.setProperty(property, value);
    applied.push(property);
  }
}

/**
 * The same colours as a rule for the service's first paint (docs/decisions/0026): only names and
 * values the checks above let through, so nothing of the merchant's can end the rule.
 */
export function themeRule(theme: Theme | undefined): string {
  const variables = themeVariables(theme);
  if (variables.length === 0) return '';
  return `:root{${variables.map(([property, value]) => `${property}:${value}`).join(';')}}`;
}
