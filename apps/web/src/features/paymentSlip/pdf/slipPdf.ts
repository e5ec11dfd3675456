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

/** Writes `text` wrapped to `width` from baseline `y` down; answers the next free y. */
async function block(
  writer: PdfWriter,
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
): Promise<number> {
  let baseline = y;
  for (const line of writer.wrap(text, width, style)) {
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

function drawBarcode(page: PDFPage, text: string, x: number, top: number): number {
  const { bars, width } = code128Bars(text);
  for (const bar of bars) {
    page.drawRectangle({
      x: x + bar.x * BARCODE.module,
      y: top - BARCODE.height,
      width: bar.width * BARCODE.module,
      height: BARCODE.height,
      color: rgb(0, 0, 0),
    });
  }
  return width * BARCODE.module;
}

/**
 * The payment slip as an A4 PDF (pdf-lib): title, the transfer's details, the EPC QR code and
 * the barcode of the reference, and what to do, all in the link's language.
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

  let y = PAGE.height - MARGIN - TITLE.size;
  y = await block(writer, page, content.title, MARGIN, y, PAGE.width - 2 * MARGIN, TITLE);
  const top = y - 8;
  page.drawLine({
    start: { x: MARGIN, y: top + 12 },
    end: { x: PAGE.width - MARGIN, y: top + 12 },
    thickness: 0.75,
    color: rgb(0.8, 0.8, 0.8),
  });

  let left = top - LABEL.size;
  for (const row of content.rows) {
    left = await block(writer, page, row.label, MARGIN, left, LEFT_WIDTH, LABEL);
    left -= 2;
    const style = row.strong ? STRONG : VALUE;
    left = await block(writer, page, row.value, MARGIN, left - 2, LEFT_WIDTH, style);
    left -= 8;
  }

  const qrX = PAGE.width - MARGIN - QR_SIZE;
  drawQrCode(page, content.qr.payload, qrX, top);
  const right = await block(
    writer,
    page,
    content.qr.caption,
    qrX,
    top - QR_SIZE - 14,
    QR_SIZE,
    LABEL,
  );

  let below = Math.min(left, right) - 12;
  drawBarcode(page, content.barcode.text, MARGIN, below);
  below -= BARCODE.height + 14;
  await writer.line(page, content.barcode.text, MARGIN + 12, below, VALUE);
  below -= 28;
  await block(writer, page, content.instructions, MARGIN, below, PAGE.width - 2 * MARGIN, BODY);

  return document.save();
}
