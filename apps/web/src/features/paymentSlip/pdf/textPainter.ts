/**
 * Text the PDF's standard fonts cannot write (their WinAnsi encoding covers Western European
 * Latin only: no Polish ł, no Greek, Cyrillic, Thai, Japanese …) is drawn by the browser, which
 * shapes every script the page itself shows, and placed in the PDF as an image (decision record
 * 0023). This is the one part of the PDF that needs a browser.
 */
export interface PaintedText {
  png: Uint8Array;
  /** Size in points: the image is drawn from `descent` below the baseline to `ascent` above. */
  width: number;
  ascent: number;
  descent: number;
}

export interface TextStyle {
  /** In points. */
  size: number;
  bold: boolean;
  /** A CSS colour. */
  colour: string;
}

export type TextDirection = 'ltr' | 'rtl';

export interface TextPainter {
  /** Width in points of `text` in this style. */
  measure(text: string, style: TextStyle): number;
  /**
   * `direction`: the paragraph's, for the order of mixed runs (an Arabic label with digits in it
   * reads from the right, the digits inside it from the left). The browser shapes the script.
   */
  paint(text: string, style: TextStyle, direction?: TextDirection): Promise<PaintedText>;
}

/** Pixels per point: 4 is 288 dots per inch, sharp in print. */
const SCALE = 4;

function contextOf(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw text for the PDF');
  return context;
}

/** Paints with the page's own font (`fontFamily`), as the shopper reads it on the page. */
export function canvasTextPainter(fontFamily: string): TextPainter {
  const measuring = contextOf(document.createElement('canvas'));
  const fontOf = ({ size, bold }: TextStyle) =>
    `${bold ? 700 : 400} ${size * SCALE}px ${fontFamily}`;

  return {
    measure(text, style) {
      measuring.font = fontOf(style);
      return measuring.measureText(text).width / SCALE;
    },

    async paint(text, style, direction = 'ltr') {
      measuring.font = fontOf(style);
      // Measured as drawn below: from the left edge ('start' would be the right edge in rtl, and
      // the bounding box measured from there).
      measuring.direction = direction;
      measuring.textAlign = 'left';
      const metrics = measuring.measureText(text);
      // Room for what reaches past the usual line: Thai marks above and below, accents.
      const ascent = Math.ceil(Math.max(metrics.actualBoundingBoxAscent, style.size * SCALE) + 2);
      const descent = Math.ceil(
        Math.max(metrics.actualBoundingBoxDescent, style.size * 0.3 * SCALE) + 2,
      );
      const left = Math.ceil(Math.max(metrics.actualBoundingBoxLeft, 0)) + 1;
      const right = Math.ceil(Math.max(metrics.width, metrics.actualBoundingBoxRight)) + 1;
      const canvas = document.createElement('canvas');
      canvas.width = left + right;
      canvas.height = ascent + descent;
      const context = contextOf(canvas);
      context.font = fontOf(style);
      context.direction = direction;
      // From the left edge of the canvas whatever the direction ('start' is the right in rtl).
      context.textAlign = 'left';
      context.fillStyle = style.colour;
      context.textBaseline = 'alphabetic';
      context.fillText(text, left, ascent);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('This browser cannot draw text for the PDF');
      return {
        png: new Uint8Array(await blob.arrayBuffer()),
        width: canvas.width / SCALE,
        ascent: ascent / SCALE,
        descent: descent / SCALE,
      };
    },
  };
}
