/*
 * A merchant's SVG logo made safe to serve from our origin: an allow-list of drawing elements and
 * attributes, everything else left out. Dropped: scripts, foreignObject, links, images, animation
 * (it can set an href), event handlers, any reference outside the document (href, url(),
 * @import), processing instructions (a stylesheet link). Refused, because no part can be kept
 * safely: text that does not parse as XML the way we read it, a DOCTYPE (entities expand into
 * anything), and a document whose root is not <svg>.
 */

/** Why a document was refused, in words a merchant can act on. */
export class UnsafeSvg extends Error {}

const DRAWING_ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask',
  'filter', 'feGaussianBlur', 'feOffset', 'feBlend', 'feColorMatrix', 'feFlood',
  'feComposite', 'feMerge', 'feMergeNode', 'feDropShadow',
]); // prettier-ignore

const KNOWN_NAMESPACES = new Set(['http://www.w3.org/2000/svg', 'http://www.w3.org/1999/xlink']);

const NAME = '[A-Za-z_][\\w:.-]*';
const ATTRIBUTE = new RegExp(`\\s+(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'y');
const START_TAG = new RegExp(`<(${NAME})`, 'y');
const TAG_END = /\s*(\/?)>/y;
const END_TAG = new RegExp(`</(${NAME})\\s*>`, 'y');
const COMMENT = /<!--[\s\S]*?-->/y;
const INSTRUCTION = /<\?[\s\S]*?\?>/y;
const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/y;
const TEXT = /[^<]+/y;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** What an attribute or style says once its character references are read, for the checks. */
function decoded(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED_ENTITIES[ref] ?? whole;
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** CSS or an attribute that reaches outside the document, or runs something. */
function reachesOut(value: string): boolean {
  const text = decoded(value)
    .replace(/[\s\\]+/g, '')
    .toLowerCase();
  if (/@import|javascript:|expression\(|behavior:|-moz-binding/.test(text)) return true;
  return [...text.matchAll(/url\(([^)]*)\)?/g)].some(([, target = '']) => {
    return !/^["']?#/.test(target);
  });
}

function keptAttribute(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return false;
  if (lower === 'xmlns' || lower.startsWith('xmlns:')) return KNOWN_NAMESPACES.has(value);
  if (lower === 'href' || lower.endsWith(':href')) return decoded(value).trim().startsWith('#');
  return !reachesOut(value);
}

/** The safe document, or UnsafeSvg when none can be made of it. */
export function sanitiseSvg(source: string): string {
  const text = source.replace(/^\uFEFF/, '');
  const out: string[] = [];
  const open: { name: string; dropped: boolean }[] = [];
  let sawRoot = false;
  let at = 0;
  const match = (pattern: RegExp) => {
    pattern.lastIndex = at;
    const found = pattern.exec(text);
    if (found) at = pattern.lastIndex;
    return found;
  };
  const dropping = () => open.some((element) => element.dropped);

  while (at < text.length) {
    if (match(COMMENT) || match(INSTRUCTION)) continue;
    if (text.startsWith('<!', at) && !text.startsWith('<![CDATA[', at)) {
      throw new UnsafeSvg('A DOCTYPE or entity declaration is not allowed');
    }
    const cdata = match(CDATA);
    if (cdata) {
      if (!dropping() && open.length > 0) out.push(escapeText(cdata[1] ?? ''));
      continue;
    }
    const textRun = match(TEXT);
    if (textRun) {
      if (open.length === 0 && textRun[0].trim() !== '') {
        throw new UnsafeSvg('Text outside the <svg> element');
      }
      if (!dropping() && open.length > 0) out.push(textRun[0]);
      continue;
    }
    const end = match(END_TAG);
    if (end) {
      const element = open.pop();
      if (!element || element.name !== end[1]) throw new UnsafeSvg('The XML is not well-formed');
      if (!element.dropped && !dropping()) out.push(`</${element.name}>`);
      continue;
    }
    const start = match(START_TAG);
    if (!start) throw new UnsafeSvg('The XML is not well-formed');
    const name = start[1] ?? '';
    if (open.length === 0) {
      if (sawRoot || name !== 'svg') throw new UnsafeSvg('The root element must be <svg>');
      sawRoot = true;
    }
    const attributes: string[] = [];
    for (let attribute = match(ATTRIBUTE); attribute; attribute = match(ATTRIBUTE)) {
      const [, attributeName = '', double, single] = attribute;
      const value = double ?? single ?? '';
      if (keptAttribute(attributeName, value)) {
        attributes.push(
          double !== undefined ? ` ${attributeName}="${value}"` : ` ${attributeName}='${value}'`,
        );
      }
    }
    const close = match(TAG_END);
    if (!close) throw new UnsafeSvg('The XML is not well-formed');
    const selfClosing = close[1] === '/';
    const dropped = !DRAWING_ELEMENTS.has(name) || (name === 'style' && styleReachesOut(text, at));
    if (!dropped && !dropping())
      out.push(`<${name}${attributes.join('')}${selfClosing ? '/>' : '>'}`);
    if (!selfClosing) open.push({ name, dropped });
  }
  if (!sawRoot || open.length > 0) throw new UnsafeSvg('The XML is not well-formed');
  return out.join('');
}

/** A <style> element's text (up to its end tag) reaches outside the document. */
function styleReachesOut(text: string, from: number): boolean {
  const end = text.indexOf('</style', from);
  return reachesOut(text.slice(from, end === -1 ? undefined : end));
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
