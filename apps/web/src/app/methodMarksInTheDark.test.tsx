import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTROL_CONTRAST, contrastRatio } from '@paypage/contract/colourContrast';
import { pageThemes } from '@paypage/contract/darkTheme';
import { PAYMENT_METHODS } from '@paypage/contract/paymentMethods';
import { DARK_THEME_DEFAULTS, type Theme } from '@paypage/contract/themeColours';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { METHOD_MARKS } from './methodRegistry';

// Paths, not file: URLs: under jsdom, URL is jsdom's own class, which node:fs does not accept.
const SRC = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(SRC, path), 'utf8');

/** What a stylesheet draws under `prefers-color-scheme: dark`. */
const darkRules = (css: string) =>
  css.split('@media (prefers-color-scheme: dark)').slice(1).join('\n');

/** The grounds a mark is seen on: the page, its cards, the list's rows, the chosen row's tint. */
const GROUNDS = ['background', 'surface', 'surfaceAlt', 'primaryLight'] as const;

/**
 * The colour a mark's edge is seen in at night, with `text` the dark theme's text colour: its
 * plate's (the text's colour, methodMark.css) when it has one, else its outermost shape's outline,
 * or fill where it has none, `currentColor` being the text's.
 */
function outerColourInTheDark(svg: SVGSVGElement, text: string): string {
  if (svg.classList.contains('method-mark--plated')) return text;
  const outer = svg.firstElementChild;
  const stroke = outer?.getAttribute('stroke');
  const paint = stroke && stroke !== 'none' ? stroke : (outer?.getAttribute('fill') ?? '');
  return paint === 'currentColor' ? text : paint;
}

describe("the methods' marks at night (WCAG 1.4.11: 3:1 against what they sit on)", () => {
  it.each(PAYMENT_METHODS)('%s stands out from every dark ground', (method) => {
    const Mark = METHOD_MARKS[method];
    const svg = render(<Mark />).container.querySelector('svg');
    if (!svg) throw new Error(`${method} draws no mark`);
    const outer = outerColourInTheDark(svg, DARK_THEME_DEFAULTS.text);
    for (const ground of GROUNDS) {
      const ratio = contrastRatio(outer, DARK_THEME_DEFAULTS[ground]);
      expect(ratio, `${method}: ${outer} on ${ground}`).toBeGreaterThanOrEqual(CONTROL_CONTRAST);
    }
  });

  it("plates the marks in a brand's colours, and the plate is the dark theme's text colour", () => {
    const plate = /\.method-mark--plated \{[^}]*background: var\(--color-text\);[^}]*\}/;
    expect(darkRules(read('components/methodMark/methodMark.css'))).toMatch(plate);
    // The gateway's card brand badges, shown beside a saved card, get the same plate.
    const savedCard = /\.saved-cards__brand \{[^}]*background: var\(--color-text\);[^}]*\}/;
    expect(darkRules(read('features/card/card.css'))).toMatch(savedCard);
  });

  // The plate follows the merchant's dark text, which the theme keeps readable on each ground.
  it.each<[string, Theme, Theme]>([
    ['a navy brand', { primary: '#10298e' }, {}],
    ['dark colours of its own', {}, { surface: '#20123a', text: '#5c4a80' }],
    ['a light page of dark greys', { surface: '#f0f0f0', text: '#222222' }, {}],
  ])("stands out for a merchant with %s, on the merchant's dark grounds", (_name, light, dark) => {
    const theme = { ...DARK_THEME_DEFAULTS, ...pageThemes(light, dark).dark };
    for (const ground of GROUNDS) {
      expect(contrastRatio(theme.text ?? '', theme[ground] ?? '')).toBeGreaterThanOrEqual(
        CONTROL_CONTRAST,
      );
    }
  });
});
