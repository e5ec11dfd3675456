/** Shared by the page and the gateway's hosted pages, which theme themselves the same way. Imports
 * nothing, so the page can use it without pulling in TypeBox. */
export interface Hsl {
  /** degrees, 0-360 */
  h: number;
  /** percent, 0-100 */
  s: number;
  /** percent, 0-100 */
  l: number;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** #rrggbb → hue/saturation/lightness, rounded to one decimal so CSS stays readable. */
export function hexToHsl(hex: string): Hsl {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((pair) => parseInt(pair, 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return { h: 0, s: 0, l: round1(l * 100) };
  const s = chroma / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / chroma) % 6;
  else if (max === g) h = (b - r) / chroma + 2;
  else h = (r - g) / chroma + 4;
  h = (h * 60 + 360) % 360;
  return { h: round1(h), s: round1(s * 100), l: round1(l * 100) };
}

const hexPair = (value: number): string =>
  Math.round(Math.min(255, Math.max(0, value * 255)))
    .toString(16)
    .padStart(2, '0');

/** hue/saturation/lightness → #rrggbb, the form the theme stores. */
export function hslToHex({ h, s, l }: Hsl): string {
  const saturation = s / 100;
  const lightness = l / 100;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const sector = (((h % 360) + 360) % 360) / 60;
  const second = chroma * (1 - Math.abs((sector % 2) - 1));
  const [r, g, b] =
    sector < 1
      ? [chroma, second, 0]
      : sector < 2
        ? [second, chroma, 0]
        : sector < 3
          ? [0, chroma, second]
          : sector < 4
            ? [0, second, chroma]
            : sector < 5
              ? [second, 0, chroma]
              : [chroma, 0, second];
  const base = lightness - chroma / 2;
  return `#${hexPair(r + base)}${hexPair(g + base)}${hexPair(b + base)}`;
}
