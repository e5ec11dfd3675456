import { readFileSync } from 'node:fs';
import { CONTROL_CONTRAST, contrastRatio } from '@paypage/contract/colourContrast';
import { CARD_BRANDS } from '@paypage/contract/assets';
import { DARK_THEME_DEFAULTS } from '@paypage/contract/themeColours';
import { describe, expect, it } from 'vitest';
import { brandIcon } from './brandIcons';

const stylesheet = readFileSync(new URL('./assets/cardForm.css', import.meta.url), 'utf8');
const darkRules = stylesheet.split('@media (prefers-color-scheme: dark)').slice(1).join('\n');

/** A badge's own ground: the fill of its first shape. */
const groundOf = (svg: string) => /<rect [^>]*fill="(#[0-9a-f]{3,6})"/i.exec(svg)?.[1] ?? '';

describe('the card brand badges at night (WCAG 1.4.11)', () => {
  it('sit on a plate of the text colour, which stands out from the dark form', () => {
    expect(darkRules).toMatch(/\.brand-icon \{[^}]*background: var\(--text\);[^}]*\}/);
    expect(
      contrastRatio(DARK_THEME_DEFAULTS.text, DARK_THEME_DEFAULTS.surface),
    ).toBeGreaterThanOrEqual(CONTROL_CONTRAST);
  });

  it('need it: without the plate most brands sink into the dark form', () => {
    const sinking = CARD_BRANDS.filter(
      (brand) =>
        contrastRatio(
          groundOf(brandIcon(`${brand.toLowerCase()}.svg`) ?? ''),
          DARK_THEME_DEFAULTS.surface,
        ) < CONTROL_CONTRAST,
    );
    expect(sinking).toContain('VISA');
  });
});
