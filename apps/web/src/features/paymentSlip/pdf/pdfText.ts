import { textDirectionOf } from '@paypage/contract/languageTags';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import type { TextDirection, TextPainter, TextStyle } from './textPainter';

/**
 * Writing on a PDF page in any language: with the standard fonts where their encoding has every
 * character (real text: searchable, selectable, sharp), else through the browser's painter.
 */
export interface PdfWriter {
  /** The direction the language is written in: the slip's layout follows it. */
  direction: TextDirection;
  /** Width in points of one line as `line` writes it. */
  width(text: string, style: TextStyle): number;
  /** Lines of `text` no wider than `width` points, broken between words (any script). */
  wrap(text: string, width: number, style: TextStyle): string[];
  /** One line, its baseline at `y`. */
  line(page: PDFPage, text: string, x: number, y: number, style: TextStyle): Promise<void>;
  /** How many lines were written with the standard fonts, and how many painted. */
  counts: { text: number; painted: number };
}

// Typographic spaces the encoding lacks but a no-break space shows the same (fr-FR amounts).
const NARROW_SPACES = /[\u202f\u2009\u2007]/g;
const printable = (text: string) => text.replace(NARROW_SPACES, '\u00a0');

function parseColour(colour: string) {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!hex) throw new Error(`A colour as #rrggbb, not ${colour}`);
  const [, r = '0', g = '0', b = '0'] = hex;
  return rgb(parseInt(r, 16) / 255, parseInt(g, 16) / 255, parseInt(b, 16) / 255);
}

/** Whether the standard font can write every character of `text`. */
function canEncode(font: PDFFont, text: string): boolean {
  try {
    font.encodeText(text);
    return true;
  } catch {
    return false;
  }
}

function segmentsOf(text: string, language: string): string[] {
  if (typeof Intl.Segmenter === 'function') {
    // Words as the language breaks them: Thai and Japanese have no spaces between words.
    const words = new Intl.Segmenter(language, { granularity: 'word' });
    return [...words.segment(text)].map((part) => part.segment);
  }
  return text.split(/(?<=\s)/);
}

export function pdfWriter(
  document: PDFDocument,
  fonts: { regular: PDFFont; bold: PDFFont },
  painter: TextPainter,
  language: string,
): PdfWriter {
  const counts = { text: 0, painted: 0 };
  const direction = textDirectionOf(language);
  const fontOf = (style: TextStyle) => (style.bold ? fonts.bold : fonts.regular);
  const measure = (text: string, style: TextStyle) =>
    canEncode(fontOf(style), text)
      ? fontOf(style).widthOfTextAtSize(text, style.size)
      : painter.measure(text, style);

  function wrapParagraph(paragraph: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    let line = '';
    for (const segment of segmentsOf(paragraph, language)) {
      const candidate = line + segment;
      if (line === '' || measure(candidate.trimEnd(), style) <= width) {
        line = candidate;
        continue;
      }
      lines.push(line.trimEnd());
      line = segment.trimStart();
    }
    if (line.trim() !== '') lines.push(line.trimEnd());
    return lines;
  }

  return {
    counts,
    direction,
    width: (text, style) => measure(printable(text), style),
    wrap(text, width, style) {
      return printable(text)
        .split('\n')
        .flatMap((paragraph) => wrapParagraph(paragraph, width, style));
    },

    async line(page, text, x, y, style) {
      const shown = printable(text);
      const font = fontOf(style);
      if (canEncode(font, shown)) {
        page.drawText(shown, { x, y, size: style.size, font, color: parseColour(style.colour) });
        counts.text += 1;
        return;
      }
      // What the standard fonts write is Latin only (an IBAN, an amount, a reference): it reads
      // left to right in every language. Everything else is painted in the language's direction.
      const painted = await painter.paint(shown, style, direction);
      const image = await document.embedPng(painted.png);
      page.drawImage(image, {
        x,
        y: y - painted.descent,
        width: painted.width,
        height: painted.ascent + painted.descent,
      });
      counts.painted += 1;
    },
  };
}
