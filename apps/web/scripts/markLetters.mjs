/**
 * Writes the outlines of the words the methods' marks write (<MarkLetters> in src/features), so
 * a mark draws them as shapes instead of SVG text (docs/decisions/0041):
 * - src/components/methodMark/markLetters.svg: each word's outline (its letters side by side by
 *   their advances and the font's kerning), by id, which the marks reference (`<use>`). One
 *   cached file: drawn into every link page's HTML, the outlines would have put it past the bytes
 *   of a connection's first round trip.
 * - src/components/methodMark/markLetterWidths.json: each word's width, to centre it.
 * Run after a mark writes a word no mark wrote before: node apps/web/scripts/markLetters.mjs
 * (reads Debian's fonts-liberation and fonts-noto-core; the marks' test names a missing word).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Liberation Sans is Arial's metric twin, the face the marks named when they were text; it has
// no won or rupee sign, which Noto Sans draws (both fonts: SIL Open Font License).
const FONTS = {
  upright: ['/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf'],
  italic: ['/usr/share/fonts/truetype/liberation/LiberationSans-BoldItalic.ttf'],
  fallback: '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
};
// A hundredth of the letters' size: under a tenth of a screen pixel at the marks' sizes.
const UNITS_PER_EM = 100;

const features = new URL('../src/features/', import.meta.url);
const words = { upright: new Set(), italic: new Set() };
for (const entry of readdirSync(features, { recursive: true })) {
  if (!String(entry).endsWith('.tsx')) continue;
  const source = readFileSync(join(features.pathname, String(entry)), 'utf8');
  for (const [, attributes, text] of source.matchAll(
    /<MarkLetters\b([^>]*)>\s*([^<]+?)\s*<\/MarkLetters>/g,
  )) {
    words[/\bitalic\b/.test(attributes) ? 'italic' : 'upright'].add(text);
  }
}

const widths = { unitsPerEm: UNITS_PER_EM, words: {} };
const outlines = [];
for (const style of ['upright', 'italic']) {
  const fonts = [...FONTS[style], FONTS.fallback].map(readFont);
  const fontFor = (char) => {
    const font = fonts.find((candidate) => candidate.glyphOf(char) !== 0);
    if (!font) throw new Error(`no font draws ${JSON.stringify(char)}`);
    return font;
  };
  for (const word of words[style]) {
    // The letters side by side by their advances and the font's kerning, as text would be.
    let d = '';
    let width = 0;
    let previous;
    for (const char of word) {
      const font = fontFor(char);
      if (previous !== undefined) width += fontFor(previous).kerning(previous, char);
      const letter = font.letter(font.glyphOf(char));
      if (letter.d !== '') d += `M${numbers([width + letter.x, letter.y])}${letter.d}`;
      width += letter.advance;
      previous = char;
    }
    const id = wordId(word, style);
    widths.words[id] = width;
    outlines.push(`<path id="${id}" d="${d}"/>`);
  }
}
widths.words = sortedByKey(widths.words);

const folder = new URL('../src/components/methodMark/', import.meta.url);
writeFileSync(
  new URL('markLetters.svg', folder),
  `<svg xmlns="http://www.w3.org/2000/svg">${outlines.sort().join('')}</svg>\n`,
);
writeFileSync(new URL('markLetterWidths.json', folder), `${JSON.stringify(widths, null, 2)}\n`);
console.log(
  `wrote markLetters.svg and markLetterWidths.json in ${folder.pathname}: ` +
    `${outlines.length} words`,
);

/** The same id as the marks' (markBadge.tsx): the word, `_i` after it in italic. */
function wordId(word, style) {
  return style === 'italic' ? `${word}_i` : word;
}

function sortedByKey(object) {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The few tables of a TrueType font that its outlines, advances and kerning need. */
function readFont(path) {
  const data = readFileSync(path);
  const tables = {};
  for (let i = 0; i < data.readUInt16BE(4); i++) {
    const record = 12 + 16 * i;
    tables[data.toString('latin1', record, record + 4)] = data.readUInt32BE(record + 8);
  }
  const unitsPerEm = data.readUInt16BE(tables.head + 18);
  const longOffsets = data.readInt16BE(tables.head + 50) === 1;
  const metricCount = data.readUInt16BE(tables.hhea + 34);
  const scale = (value) => Math.round((value * UNITS_PER_EM) / unitsPerEm);
  const glyphStart = (glyph) =>
    tables.glyf +
    (longOffsets
      ? data.readUInt32BE(tables.loca + 4 * glyph)
      : 2 * data.readUInt16BE(tables.loca + 2 * glyph));
  const advanceOf = (glyph) =>
    data.readUInt16BE(tables.hmtx + 4 * Math.min(glyph, metricCount - 1));
  const characterMap = readCharacterMap(data, tables.cmap);

  return {
    glyphOf: (char) => characterMap(char.codePointAt(0)),
    letter(glyph) {
      const contours = outline(glyph).map((contour) =>
        contour.map((point) => ({ ...point, x: scale(point.x), y: -scale(point.y) })),
      );
      return { advance: scale(advanceOf(glyph)), ...pathOf(contours) };
    },
    kerning(left, right) {
      if (tables.kern === undefined) return 0;
      const wanted = (characterMap(left.codePointAt(0)) << 16) | characterMap(right.codePointAt(0));
      // Version 0, first subtable, format 0: pairs sorted by (left << 16 | right).
      const pairs = data.readUInt16BE(tables.kern + 4 + 6);
      for (let i = 0; i < pairs; i++) {
        const at = tables.kern + 4 + 14 + 6 * i;
        if (data.readUInt32BE(at) >>> 0 === wanted >>> 0) return scale(data.readInt16BE(at + 4));
      }
      return 0;
    },
  };

  /** A glyph's closed contours of points, on or off the curve, in font units. */
  function outline(glyph, dx = 0, dy = 0) {
    const start = glyphStart(glyph);
    if (glyphStart(glyph + 1) === start) return [];
    const contourCount = data.readInt16BE(start);
    if (contourCount < 0) return compositeOutline(start + 10, dx, dy);
    const ends = [];
    for (let i = 0; i < contourCount; i++) ends.push(data.readUInt16BE(start + 10 + 2 * i));
    const pointCount = ends[ends.length - 1] + 1;
    let at = start + 10 + 2 * contourCount;
    at += 2 + data.readUInt16BE(at);
    const flags = [];
    while (flags.length < pointCount) {
      const flag = data[at++];
      flags.push(flag);
      if (flag & 8) for (let repeat = data[at++]; repeat > 0; repeat--) flags.push(flag);
    }
    const coordinates = (shortBit, sameBit) => {
      const values = [];
      let value = 0;
      for (const flag of flags) {
        if (flag & shortBit) value += flag & sameBit ? data[at++] : -data[at++];
        else if (!(flag & sameBit)) value += data.readInt16BE((at += 2) - 2);
        values.push(value);
      }
      return values;
    };
    const xs = coordinates(2, 16);
    const ys = coordinates(4, 32);
    const contours = [];
    let first = 0;
    for (const end of ends) {
      const contour = [];
      for (let i = first; i <= end; i++) {
        contour.push({ x: xs[i] + dx, y: ys[i] + dy, onCurve: (flags[i] & 1) === 1 });
      }
      contours.push(contour);
      first = end + 1;
    }
    return contours;
  }

  /** A glyph made of other glyphs, each moved by an offset (none of our letters scales one). */
  function compositeOutline(at, dx, dy) {
    const contours = [];
    for (let more = true; more;) {
      const flags = data.readUInt16BE(at);
      const component = data.readUInt16BE(at + 2);
      const wordArguments = (flags & 1) !== 0;
      const x = wordArguments ? data.readInt16BE(at + 4) : data.readInt8(at + 4);
      const y = wordArguments ? data.readInt16BE(at + 6) : data.readInt8(at + 5);
      if ((flags & 2) === 0 || (flags & (8 | 64 | 128)) !== 0) {
        throw new Error('a composite glyph placed by points or scaled is not read here');
      }
      contours.push(...outline(component, dx + x, dy + y));
      at += wordArguments ? 8 : 6;
      more = (flags & 32) !== 0;
    }
    return contours;
  }
}

/** Format 4 of the Unicode BMP subtable: enough for the letters and signs the marks write. */
function readCharacterMap(data, cmap) {
  let subtable;
  for (let i = 0; i < data.readUInt16BE(cmap + 2); i++) {
    const record = cmap + 4 + 8 * i;
    const platform = data.readUInt16BE(record);
    const encoding = data.readUInt16BE(record + 2);
    if ((platform === 3 && encoding === 1) || (platform === 0 && encoding === 3)) {
      subtable = cmap + data.readUInt32BE(record + 4);
    }
  }
  if (subtable === undefined || data.readUInt16BE(subtable) !== 4) {
    throw new Error('no format 4 character map');
  }
  const segments = data.readUInt16BE(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  return (code) => {
    for (let i = 0; i < segments; i++) {
      if (code > data.readUInt16BE(ends + 2 * i)) continue;
      const start = data.readUInt16BE(starts + 2 * i);
      if (code < start) return 0;
      const delta = data.readUInt16BE(deltas + 2 * i);
      const rangeOffset = data.readUInt16BE(rangeOffsets + 2 * i);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = data.readUInt16BE(rangeOffsets + 2 * i + rangeOffset + 2 * (code - start));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/**
 * One glyph's path, its origin on the baseline at the left: its first point ({x, y}), where a
 * word moves it to, and the rest relative to it (`d`), which SVG writes shortest.
 */
function pathOf(contours) {
  let d = '';
  let current;
  let control;
  let start;
  const relative = (command, ...points) => {
    const values = points.flatMap((point) => [point.x - current.x, point.y - current.y]);
    current = points[points.length - 1];
    return command + numbers(values);
  };
  for (const contour of contours) {
    const points = withImpliedPoints(contour);
    const first = points.findIndex((point) => point.onCurve);
    const ordered = [...points.slice(first), ...points.slice(0, first)];
    if (start === undefined) {
      start = ordered[0];
    } else {
      d += relative('m', ordered[0]);
    }
    current = ordered[0];
    control = undefined;
    const subpathStart = ordered[0];
    for (let i = 1; i <= ordered.length; i++) {
      const point = ordered[i % ordered.length];
      if (point.onCurve) {
        if (i === ordered.length) break;
        if (point.x === current.x && point.y === current.y) continue;
        if (point.y === current.y) d += `h${numbers([point.x - current.x])}`;
        else if (point.x === current.x) d += `v${numbers([point.y - current.y])}`;
        else d += relative('l', point);
        current = point;
        control = undefined;
      } else {
        const end = ordered[(i + 1) % ordered.length];
        // A control point that mirrors the previous one through the current point is implied
        // and `t` leaves it out. TrueType's chains of off-curve points are such mirrors but for
        // rounding, so a control within one unit (a hundredth of the letter's size) of the
        // mirror is drawn at the mirror, and the next mirror is taken from where it was drawn.
        const mirror = control && { x: 2 * current.x - control.x, y: 2 * current.y - control.y };
        const mirrored =
          mirror !== undefined &&
          Math.abs(point.x - mirror.x) <= 1 &&
          Math.abs(point.y - mirror.y) <= 1;
        d += mirrored ? relative('t', end) : relative('q', point, end);
        control = mirrored ? mirror : point;
        i++;
        continue;
      }
    }
    d += 'z';
    // After closing, SVG's current point is the start of the closed contour.
    current = subpathStart;
  }
  return { x: start?.x ?? 0, y: start?.y ?? 0, d };
}

/** TrueType leaves out the on-curve point halfway between two off-curve points. */
function withImpliedPoints(contour) {
  const points = [];
  contour.forEach((point, i) => {
    const previous = contour[(i + contour.length - 1) % contour.length];
    if (!point.onCurve && !previous.onCurve) {
      points.push({
        x: Math.round((point.x + previous.x) / 2),
        y: Math.round((point.y + previous.y) / 2),
        onCurve: true,
      });
    }
    points.push(point);
  });
  return points;
}

/** Numbers as SVG writes them shortest: a minus sign is separator enough. */
function numbers(values) {
  return values.map((value, i) => (i > 0 && value >= 0 ? ` ${value}` : `${value}`)).join('');
}
