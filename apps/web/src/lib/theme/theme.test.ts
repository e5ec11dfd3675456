import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_DEFAULTS } from '@paypage/contract/theme';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, colourVariable } from './applyTheme';
import { hexToHsl } from '@paypage/contract/hslColour';

const themeCss = readFileSync(join(import.meta.dirname, '../../styles/theme.css'), 'utf8');

function cssDefault(property: string): string | undefined {
  return new RegExp(`${property}:\\s*([^;]+);`).exec(themeCss)?.[1];
}

describe('hexToHsl', () => {
  it.each([
    ['#ff0000', { h: 0, s: 100, l: 50 }],
    ['#ffffff', { h: 0, s: 0, l: 100 }],
    ['#0078d6', { h: 206.4, s: 100, l: 42 }],
    ['#1D861D', { h: 120, s: 64.4, l: 32 }],
  ])('%s', (hex, hsl) => {
    expect(hexToHsl(hex)).toEqual(hsl);
  });

  it('rejects anything but #rrggbb', () => {
    expect(() => hexToHsl('red')).toThrow();
  });
});

describe('theme defaults in theme.css', () => {
  it.each(Object.entries(THEME_DEFAULTS))('%s matches the contract (%s)', (name, hex) => {
    const { h, s, l } = hexToHsl(hex);
    const variable = colourVariable(name);
    expect(cssDefault(`${variable}-h`)).toBe(`${h}`);
    expect(cssDefault(`${variable}-s`)).toBe(`${s}%`);
    expect(cssDefault(`${variable}-l`)).toBe(`${l}%`);
  });
});

describe('applyTheme', () => {
  const style = document.documentElement.style;
  afterEach(() => applyTheme(undefined));

  it("sets only the merchant's colours, split into h/s/l", () => {
    applyTheme({ primaryDark: '#00ff00' });
    expect(style.getPropertyValue('--color-primary-dark-h')).toBe('120');
    expect(style.getPropertyValue('--color-primary-dark-s')).toBe('100%');
    expect(style.getPropertyValue('--color-primary-dark-l')).toBe('50%');
    expect(style.getPropertyValue('--color-error-h')).toBe('');
  });

  it("drops the previous link's colours and ignores malformed ones", () => {
    applyTheme({ primary: '#00ff00' });
    applyTheme({ error: 'url(evil)' });
    expect(style.getPropertyValue('--color-primary-h')).toBe('');
    expect(style.getPropertyValue('--color-error-h')).toBe('');
  });
});
