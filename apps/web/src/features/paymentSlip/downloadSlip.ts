import type { SlipPdfContent } from './pdf/slipPdf';

/**
 * Makes the slip's PDF in the browser and hands it to the shopper as a download. pdf-lib (some
 * 180 KB) loads here, on the first download, never with the page.
 */
export async function downloadSlip(content: SlipPdfContent, fileName: string): Promise<void> {
  const [{ slipPdf }, { canvasTextPainter }] = await Promise.all([
    import('./pdf/slipPdf'),
    import('./pdf/textPainter'),
  ]);
  const fontFamily = getComputedStyle(document.body).fontFamily || 'sans-serif';
  const bytes = await slipPdf(content, canvasTextPainter(fontFamily));
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has its bytes by then; the address is not needed again.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
