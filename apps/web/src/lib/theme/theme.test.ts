import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DARK_THEME_DEFAULTS, THEME_DEFAULTS } from '@paypage/contract/themeColours';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, colourVariable, themeRule } from './applyTheme';
import { hexToHsl } from '@paypage/contract/hslColour';

const themeCss = readFileSync(join(import.meta.dirname, '../../styles/theme.css'), 'utf8');

const DARK_BLOCK = '@media (prefers-color-scheme: dark)';
const lightCss = themeCss.slice(0, themeCss.indexOf(DARK_BLOCK));
const darkCss = themeCss.slice(themeCss.indexOf(DARK_BLOCK));

function cssDefault(property: string, css = lightCss): string | undefined {
  return new RegExp(`${property}:\\s*([^;]+);`).exec(css)?.[1];
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

describe('dark defaults in theme.css', () => {
  it('tells the browser the page has both schemes, before any script runs', () => {
    expect(lightCss).toMatch(/color-scheme:\s*light dark;/);
  });

  it.each(Object.entries(DARK_THEME_DEFAULTS))('%s matches the contract (%s)', (name, hex) => {
    const { h, s, l } = hexToHsl(hex);
    const variable = colourVariable(name);
    expect(cssDefault(`${variable}-h`, darkCss)).toBe(`${h}`);
    expect(cssDefault(`${variable}-s`, darkCss)).toBe(`${s}%`);
    expect(cssDefault(`${variable}-l`, darkCss)).toBe(`${l}%`);
  });
});

describe('themeRule', () => {
  it("puts the merchant's dark colours behind the dark media query, and nothing when unthemed", () => {
    expect(themeRule({ primary: '#00ff00' }, { primary: '#ff0000' })).toBe(
      ':root{--color-primary-h:120;--color-primary-s:100%;--color-primary-l:50%}' +
        '@media (prefers-color-scheme: dark){:root{--color-primary-h:0;--color-primary-s:100%;--color-primary-l:50%}}',
    );
    expect(themeRule({}, { error: '}body{x' })).toBe('');
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

  it('sets the dark colours on a dark device, and switches when the device does', () => {
    const listeners: (() => void)[] = [];
    const device = { matches: true };
    // jsdom has no matchMedia: a device whose scheme the test switches.
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query.includes('dark') && device.matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    }));
    vi.resetModules();
    return import('./applyTheme').then(({ applyTheme: applyFresh }) => {
      applyFresh({ primary: '#00ff00', error: '#aa0000' }, { primary: '#ff0000' });
      expect(style.getPropertyValue('--color-primary-h')).toBe('0');
      // A colour the merchant has no dark one for falls back to the stylesheet's dark default.
      expect(style.getPropertyValue('--color-error-h')).toBe('');
      device.matches = false;
      listeners.forEach((listener) => listener());
      expect(style.getPropertyValue('--color-primary-h')).toBe('120');
      expect(style.getPropertyValue('--color-error-h')).toBe('0');
      applyFresh(undefined, undefined);
      vi.unstubAllGlobals();
    });
  });

  it("drops the previous link's colours and ignores malformed ones", () => {
    applyTheme({ primary: '#00ff00' });
    applyTheme({ error: 'url(evil)' });
    expect(style.getPropertyValue('--color-primary-h')).toBe('');
    expect(style.getPropertyValue('--color-error-h')).toBe('');
  });
});
