import { BitArray, Code128Reader } from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { CODE_128, code128Bars, code128Values, QUIET_ZONE_MODULES } from './code128';

/** Reads the bars back with ZXing's Code 128 reader: an implementation that is not ours. */
function decode(text: string): string {
  const { bars, width } = code128Bars(text);
  const row = new BitArray(width);
  for (const bar of bars) for (let x = bar.x; x < bar.x + bar.width; x++) row.set(x);
  return new Code128Reader().decodeRow(0, row, new Map()).getText();
}

describe('Code 128 symbols', () => {
  it('are six widths of 11 modules, bars even and spaces odd (the stop: seven, 13)', () => {
    const { patterns } = CODE_128;
    expect(patterns).toHaveLength(107);
    expect(new Set(patterns).size).toBe(107);
    patterns.forEach((pattern, value) => {
      const widths = [...pattern].map(Number);
      const bars = widths.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0);
      const spaces = widths.filter((_, i) => i % 2 === 1).reduce((a, b) => a + b, 0);
      expect(
        widths.reduce((a, b) => a + b, 0),
        `value ${value}`,
      ).toBe(value === 106 ? 13 : 11);
      if (value !== 106) {
        expect(bars % 2, `value ${value}`).toBe(0);
        expect(spaces % 2, `value ${value}`).toBe(1);
      }
    });
  });
});

describe('the barcode of a creditor reference', () => {
  it('is RF in code set B, then its digits two to a symbol in C, and its checksum', () => {
    // Start B, R, F, switch to C, 18 53 90 07 54 70 34, checksum.
    const values = code128Values('RF18539007547034');
    expect(values.slice(0, -1)).toEqual([104, 50, 38, 99, 18, 53, 90, 7, 54, 70, 34]);
    const sum = values.slice(0, -1).reduce((total, v, i) => total + v * Math.max(i, 1), 0);
    expect(values.at(-1)).toBe(sum % 103);
  });

  it.each([
    'RF18539007547034',
    'RF712348231',
    'RF45G72UUR',
    '12345678',
    '1234567',
    'A1B2C3',
    'RF09 1234 5678',
  ])('%s reads back the same', (text) => {
    expect(decode(text)).toBe(text);
  });

  it('starts in C for an even run of digits, and keeps an odd run’s first digit in B', () => {
    expect(code128Values('123456')[0]).toBe(CODE_128.startC);
    expect(code128Values('12345').slice(0, 3)).toEqual([CODE_128.startB, 17, CODE_128.switchToC]);
  });

  it('has its quiet zones, and refuses what B and C cannot carry', () => {
    const { bars, width } = code128Bars('RF18539007547034');
    expect(bars[0]?.x).toBe(QUIET_ZONE_MODULES);
    const last = bars.at(-1);
    expect(width - ((last?.x ?? 0) + (last?.width ?? 0))).toBe(QUIET_ZONE_MODULES);
    expect(() => code128Values('')).toThrow();
    expect(() => code128Values('Ä1')).toThrow();
    expect(() => code128Values('a\nb')).toThrow();
  });
});
