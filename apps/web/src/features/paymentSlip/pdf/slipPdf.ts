import type { PDFPage } from 'pdf-lib';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { encode } from 'uqr';
import { code128Bars } from '../code128';
import { pdfWriter, type PdfWriter } from './pdfText';
import type { TextPainter, TextStyle } from './textPainter';

/** What the slip says, every text already in the link's language (the page translates). */
export interface SlipPdfContent {
  /** The language of the texts (BCP 47), for the PDF's /Lang and for breaking lines. */
  language: string;
  title: string;
  rows: readonly { label: string; value: string; strong?: boolean }[];
  instructions: string;
  qr: { payload: string; caption: string };
  barcode: { text: string };
}

// A4 in points, and the slip's grid.
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const QR_SIZE = 156;
const GAP = 28;
const LEFT_WIDTH = PAGE.width - 2 * MARGIN - QR_SIZE - GAP;
const BARCODE = { module: 1.2, height: 46 } as const;

const INK = '#1a1a1a';
const MUTED = '#555555';
const TITLE: TextStyle = { size: 20, bold: true, colour: INK };
const LABEL: TextStyle = { size: 9, bold: false, colour: MUTED };
const VALUE: TextStyle = { size: 12, bold: false, colour: INK };
const STRONG: TextStyle = { ...VALUE, bold: true };
const BODY: TextStyle = { size: 10, bold: false, colour: INK };

const lineHeight = (style: TextStyle) => style.size * 1.35;

/** A column of the slip, `x` its left edge in points. */
interface Column {
  x: number;
  width: number;
}

/**
 * The slip's grid is drawn for left-to-right languages (details left, QR code right); in a
 * right-to-left one it is mirrored, as the page is: a column measured from the left edge is
 * placed as far from the right one.
 */
const mirrored = (column: Column, writer: PdfWriter): Column =>
  writer.direction === 'rtl' ? { ...column, x: PAGE.width - column.x - column.width } : column;

/** Where a line of `width` starts in `column`: at its left, or at its right in rtl. */
const lineStart = (column: Column, width: number, writer: PdfWriter) =>
  writer.direction === 'rtl' ? column.x + column.width - width : column.x;

/**
 * Writes `text` wrapped to the column from baseline `y` down, each line at the column's start
 * side; answers the next free y.
 */
async function block(
  writer: PdfWriter,
  page: PDFPage,
  text: string,
  column: Column,
  y: number,
  style: TextStyle,
): Promise<number> {
  let baseline = y;
  for (const line of writer.wrap(text, column.width, style)) {
    const x = lineStart(column, writer.width(line, style), writer);
    await writer.line(page, line, x, baseline, style);
    baseline -= lineHeight(style);
  }
  return baseline;
}

/** The EPC QR code as filled squares (error correction M), row runs merged. */
function drawQrCode(page: PDFPage, payload: string, x: number, top: number): void {
  const qr = encode(payload, { ecc: 'M', border: 4 });
  const module = QR_SIZE / qr.size;
  page.drawRectangle({ x, y: top - QR_SIZE, width: QR_SIZE, height: QR_SIZE, color: rgb(1, 1, 1) });
  qr.data.forEach((row, rowIndex) => {
    let start = -1;
    row.forEach((dark, column) => {
      if (dark && start < 0) start = column;
      const runEnds = start >= 0 && (!dark || column === row.length - 1);
      if (!runEnds) return;
      const end = dark ? column + 1 : column;
      page.drawRectangle({
        x: x + start * module,
        y: top - (rowIndex + 1) * module,
        width: (end - start) * module,
        height: module,
        color: rgb(0, 0, 0),
      });
      start = -1;
    });
  });
}

function drawBarcode(
  page: PDFPage,
  bars: ReturnType<typeof code128Bars>['bars'],
  x: number,
  top: number,
) {
  for (const bar of bars) {
    page.drawRectangle({
      x: x + bar.x * BARCODE.module,
      y: top - BARCODE.height,
      width: bar.width * BARCODE.module,
      height: BARCODE.height,
      color: rgb(0, 0, 0),
    });
  }
}

/**
 * The payment slip as an A4 PDF (pdf-lib): title, the transfer's details, the EPC QR code and
 * the barcode of the reference, and what to do, all in the link's language, laid out in its
 * direction (decision record 0037: right to left).
 */
export async function slipPdf(content: SlipPdfContent, painter: TextPainter): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(content.title, { showInWindowTitleBar: true });
  document.setLanguage(content.language);
  document.setCreator('Paypage');
  document.setProducer('Paypage (pdf-lib)');
  const fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  const writer = pdfWriter(document, fonts, painter, content.language);
  const page = document.addPage([PAGE.width, PAGE.height]);

  const full: Column = { x: MARGIN, width: PAGE.width - 2 * MARGIN };
  const details = mirrored({ x: MARGIN, width: LEFT_WIDTH }, writer);
  const qrColumn = mirrored({ x: PAGE.width - MARGIN - QR_SIZE, width: QR_SIZE }, writer);

  let y = PAGE.height - MARGIN - TITLE.size;
  y = await block(writer, page, content.title, full, y, TITLE);
  const top = y - 8;
  page.drawLine({
    start: { x: MARGIN, y: top + 12 },
    end: { x: PAGE.width - MARGIN, y: top + 12 },
    thickness: 0.75,
    color: rgb(0.8, 0.8, 0.8),
  });

  let detailsEnd = top - LABEL.size;
  for (const row of content.rows) {
    detailsEnd = await block(writer, page, row.label, details, detailsEnd, LABEL);
    detailsEnd -= 2;
    const style = row.strong ? STRONG : VALUE;
    detailsEnd = await block(writer, page, row.value, details, detailsEnd - 2, style);
    detailsEnd -= 8;
  }

  drawQrCode(page, content.qr.payload, qrColumn.x, top);
  const qrEnd = await block(writer, page, content.qr.caption, qrColumn, top - QR_SIZE - 14, LABEL);

  // The barcode and its reference are read by machines and typed left to right: only their
  // place follows the language, at the start of the line.
  let below = Math.min(detailsEnd, qrEnd) - 12;
  const { bars, width } = code128Bars(content.barcode.text);
  const barcodeWidth = width * BARCODE.module;
  const barcodeX = lineStart(full, barcodeWidth, writer);
  drawBarcode(page, bars, barcodeX, below);
  below -= BARCODE.height + 14;
  const underBarcode: Column = { x: barcodeX + 12, width: barcodeWidth - 24 };
  const reference = writer.width(content.barcode.text, VALUE);
  const referenceX = lineStart(underBarcode, reference, writer);
  await writer.line(page, content.barcode.text, referenceX, below, VALUE);
  below -= 28;
  await block(writer, page, content.instructions, full, below, BODY);

  return document.save();
}
