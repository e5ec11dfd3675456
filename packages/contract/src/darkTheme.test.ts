import { describe, expect, it } from 'vitest';
import { contrastRatio, THEME_COLOUR_PAIRS } from './colourContrast';
import { deriveDarkTheme, pageThemes } from './darkTheme';
import { hexToHsl } from './hslColour';
import { DARK_THEME_DEFAULTS, THEME_DEFAULTS, type Theme } from './themeColours';

/** Brand colours merchants pick: light, dark, mid-tone, saturated, greys, with their own grounds. */
const MERCHANT_THEMES: Theme[] = [
  {},
  { primary: '#00aa00' },
  { primary: '#ffcc00' },
  { primary: '#e60000' },
  { primary: '#111111' },
  { primary: '#7f7f7f' },
  { primary: '#ff6600', link: '#ff6600' },
  { primary: '#00c2c7', onPrimary: '#ffffff' },
  { primary: '#6a0dad', background: '#faf5ff', text: '#333333' },
  { primary: '#0078d6', textMuted: '#999999', surface: '#fdfdf0' },
  { primary: '#c2185b', error: '#ff5252', footerBackground: '#2b2b2b' },
  { heading: '#004d40', inputBorder: '#dddddd', placeholder: '#cccccc' },
];

function failingPairs(palette: Record<string, string>): string[] {
  return THEME_COLOUR_PAIRS.flatMap(({ foreground, background, minimum }) => {
    const ratio = contrastRatio(palette[foreground] ?? '', palette[background] ?? '');
    return ratio >= minimum
      ? []
      : [`${foreground} on ${background}: ${ratio.toFixed(2)} < ${minimum}`];
  });
}

describe('contrastRatio', () => {
  it('is 21 for black on white, 1 for a colour on itself, and symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0078d6', '#0078d6')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });
});

describe('pageThemes', () => {
  it.each(MERCHANT_THEMES.map((theme) => [JSON.stringify(theme), theme]))(
    '%s: every text and control meets WCAG AA in light and in dark',
    (_, theme) => {
      const { light, dark } = pageThemes(theme, undefined);
      expect(failingPairs({ ...THEME_DEFAULTS, ...light })).toEqual([]);
      expect(failingPairs({ ...DARK_THEME_DEFAULTS, ...dark })).toEqual([]);
    },
  );

  it('also when the merchant sets dark colours that do not read', () => {
    const { dark } = pageThemes(
      { primary: '#0078d6' },
      { surface: '#333333', text: '#444444', link: '#222266', primary: '#ffd000' },
    );
    expect(failingPairs({ ...DARK_THEME_DEFAULTS, ...dark })).toEqual([]);
    // The merchant's grounds and brand fill stay as set: only what is drawn on them moves.
    expect(dark.surface).toBe('#333333');
    expect(dark.primary).toBe('#ffd000');
    expect(dark.text).not.toBe('#444444');
  });

  it('changes nothing for a merchant without colours: the stylesheet draws the defaults', () => {
    expect(pageThemes({}, {})).toEqual({ light: {}, dark: {} });
    expect(pageThemes(undefined, undefined)).toEqual({ light: {}, dark: {} });
  });

  it("keeps the merchant's brand in the dark: its hue, lightened, with the hover and tint from it", () => {
    const { light, dark } = pageThemes({ primary: '#c2185b' }, {});
    expect(light.primary).toBe('#c2185b');
    expect(hexToHsl(dark.primary ?? '').h).toBeCloseTo(hexToHsl('#c2185b').h, 0);
    expect(hexToHsl(dark.primary ?? '').l).toBeGreaterThan(hexToHsl('#c2185b').l);
    expect(hexToHsl(dark.primaryDark ?? '').h).toBeCloseTo(hexToHsl('#c2185b').h, 0);
    expect(hexToHsl(dark.primaryLight ?? '').l).toBeLessThan(25);
  });

  it("takes the merchant's own dark colours over derived ones, and ignores what is not #rrggbb", () => {
    const { dark } = pageThemes(
      { primary: '#c2185b', background: '#fff0f5' },
      { background: '#1a0010', primary: 'pink' },
    );
    expect(dark.background).toBe('#1a0010');
    expect(dark.primary).toBe(deriveDarkTheme({ primary: '#c2185b' }).primary);
  });
});

describe('deriveDarkTheme', () => {
  it('turns grounds dark with a muted hue and text light', () => {
    const dark = deriveDarkTheme({ background: '#fff0f5', text: '#1a1d21', surface: 'white' });
    const background = hexToHsl(dark.background ?? '');
    expect(background.l).toBe(hexToHsl(DARK_THEME_DEFAULTS.background).l);
    expect(background.s).toBeLessThanOrEqual(30);
    expect(hexToHsl(dark.text ?? '').l).toBeGreaterThan(85);
    expect(dark).not.toHaveProperty('surface');
  });
});
