/**
 * Code 128 (ISO/IEC 15417), code sets B (printable ASCII) and C (digit pairs), which is all a
 * structured creditor reference needs: "RF" in B, its digits two to a symbol in C.
 *
 * Each symbol is six bar and space widths (in modules) adding up to 11; the stop symbol has
 * seven (13 modules). Values 0-102 are data or code-set switches, 103-105 start symbols.
 */
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const; // prettier-ignore

export const CODE_128 = {
  patterns: PATTERNS,
  switchToC: 99,
  switchToB: 100,
  startB: 104,
  startC: 105,
  stop: 106,
} as const;

/** ISO/IEC 15417 asks for a quiet zone of at least ten modules on each side. */
export const QUIET_ZONE_MODULES = 10;

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** How many digits follow from `index` on. */
function digitRun(text: string, index: number): number {
  let end = index;
  while (isDigit(text[end])) end++;
  return end - index;
}

/**
 * The symbol values of `text`, start to checksum (the stop follows): B for letters and the like,
 * C for runs of digits long enough to be worth the switch (four at the start or end, six
 * between), an odd run keeping its first digit in B.
 */
export function code128Values(text: string): number[] {
  if (text === '' || ![...text].every((char) => char >= ' ' && char <= '~')) {
    throw new Error('Code 128 (sets B and C) takes printable ASCII only');
  }
  const values: number[] = [];
  let set: 'B' | 'C' = digitRun(text, 0) >= 4 && digitRun(text, 0) % 2 === 0 ? 'C' : 'B';
  values.push(set === 'C' ? CODE_128.startC : CODE_128.startB);
  let index = 0;
  while (index < text.length) {
    const run = digitRun(text, index);
    if (set === 'C') {
      if (run >= 2) {
        values.push(Number(text.slice(index, index + 2)));
        index += 2;
        continue;
      }
      values.push(CODE_128.switchToB);
      set = 'B';
    }
    const atEnd = index + run === text.length;
    if (run >= (atEnd ? 4 : 6) && run % 2 === 0) {
      values.push(CODE_128.switchToC);
      set = 'C';
      continue;
    }
    values.push(text.charCodeAt(index) - 32);
    index += 1;
  }
  const checksum = values.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0);
  values.push(checksum % 103);
  return values;
}

/** The bars of `text` from left to right, in modules, the quiet zone before the first included. */
export function code128Bars(text: string): { bars: { x: number; width: number }[]; width: number } {
  const widths = [...code128Values(text), CODE_128.stop]
    .map((value) => PATTERNS[value] ?? '')
    .join('');
  const bars: { x: number; width: number }[] = [];
  let x = QUIET_ZONE_MODULES;
  [...widths].forEach((digit, position) => {
    const width = Number(digit);
    // Every symbol starts with a bar and alternates, and each has an even number of elements
    // but the stop, which is last: so bars sit at even positions of the joined widths.
    if (position % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { bars, width: x + QUIET_ZONE_MODULES };
}
