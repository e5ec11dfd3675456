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

const DARK_DEVICE = '(prefers-color-scheme: dark)';

let shown: { light: Theme | undefined; dark: Theme | undefined } = {
  light: undefined,
  dark: undefined,
};
let watched: MediaQueryList | undefined;
/** The console's preview colours (previewTheme.ts): once sent, a link's own wait behind them. */
let preview: { light: Theme; dark: Theme } | undefined;

function setVariables(root: HTMLElement): void {
  for (const property of applied) root.style.removeProperty(property);
  applied = [];
  // Inline variables outrank the stylesheet's dark block, so only the colours of the scheme the
  // device shows now are set; the rest fall back to that scheme's defaults in styles/theme.css.
  const dark = watched?.matches ?? false;
  for (const [property, value] of themeVariables(dark ? shown.dark : shown.light)) {
    root.style.setProperty(property, value);
    applied.push(property);
  }
}

/**
 * Sets the merchant's colours as --color-<name>-h/s/l, its dark ones while the shopper's device is
 * set to dark (again when the device switches, at dusk), and drops those of an earlier link.
 */
export function applyTheme(
  theme: Theme | undefined,
  darkTheme?: Theme,
  root: HTMLElement = document.documentElement,
): void {
  shown = preview ?? { light: theme, dark: darkTheme };
  if (!watched && typeof window.matchMedia === 'function') {
    watched = window.matchMedia(DARK_DEVICE);
    watched.addEventListener('change', () => setVariables(document.documentElement));
  }
  setVariables(root);
}

/** Shows the console's preview colours now and whenever the page applies a link's colours later. */
export function previewColours(light: Theme, dark: Theme): void {
  preview = { light, dark };
  applyTheme(light, dark);
}

/**
 * The same colours as rules for the service's first paint (docs/decisions/0026), the dark ones
 * behind the stylesheet's own media query: only names and values the checks above let through,
 * so nothing of the merchant's can end the rule.
 */
export function themeRule(theme: Theme | undefined, darkTheme?: Theme): string {
  const rule = (variables: [string, string][]) =>
    `:root{${variables.map(([property, value]) => `${property}:${value}`).join(';')}}`;
  const light = themeVariables(theme);
  const dark = themeVariables(darkTheme);
  return (
    (light.length > 0 ? rule(light) : '') +
    (dark.length > 0 ? `@media ${DARK_DEVICE}{${rule(dark)}}` : '')
  );
}
