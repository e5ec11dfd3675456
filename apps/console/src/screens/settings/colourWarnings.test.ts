import { contrastRatio } from '@paypage/contract/colourContrast';
import { pageThemes } from '@paypage/contract/darkTheme';
import { describe, expect, it } from 'vitest';
import { contrastWarnings, schemePalette } from './colourWarnings';

describe('the colours a scheme is drawn with, and what reads badly in them', () => {
  it('gives a brand colour set only in light readable text in the dark too, as the page does', () => {
    // #0000ff stays #0000ff in the dark; the dark default text on it (#0b1016) would read at
    // 2.2:1, but the page puts white on it (pageThemes), so nothing is the merchant's to fix.
    const dark = schemePalette('dark', { primary: '#0000ff' }, {});
    expect(dark.primary).toBe('#0000ff');
    expect(dark.onPrimary).toBe(pageThemes({ primary: '#0000ff' }, {}).dark.onPrimary);
    expect(contrastRatio(dark.onPrimary, dark.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastWarnings(dark, {})).toEqual([]);
  });

  it('shows the hovered button and the selected method’s tint made from the brand colour', () => {
    const light = schemePalette('light', { primary: '#0000ff' }, {});
    const drawn = pageThemes({ primary: '#0000ff' }, {}).light;
    expect(light.primaryDark).toBe(drawn.primaryDark);
    expect(light.primaryLight).toBe(drawn.primaryLight);
  });

  it('still warns of a text colour the merchant set that does not read on the brand colour', () => {
    const light = schemePalette('light', { primary: '#0000ff', onPrimary: '#000080' }, {});
    expect(light.onPrimary).toBe('#000080');
    expect(contrastWarnings(light, { primary: '#0000ff', onPrimary: '#000080' })).toContainEqual(
      expect.objectContaining({ foreground: 'onPrimary', background: 'primary' }),
    );
  });

  it('warns of a dark colour set that does not read on the page’s own dark ground', () => {
    const dark = schemePalette('dark', {}, { text: '#111111' });
    expect(contrastWarnings(dark, { text: '#111111' })).toContainEqual(
      expect.objectContaining({ foreground: 'text', background: 'background' }),
    );
  });
});
