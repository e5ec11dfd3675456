import { afterEach, describe, expect, it, vi } from 'vitest';
import { canvasTextPainter } from './textPainter';

/**
 * jsdom has no canvas: a 2D context that measures as a browser's does, from the alignment point.
 * With textAlign 'start' in a right-to-left context that point is the text's right end, so the
 * bounding box reaches its whole width to the left of it.
 */
function fakeContext() {
  const context = {
    font: '',
    direction: 'inherit' as CanvasDirection,
    textAlign: 'start' as CanvasTextAlign,
    textBaseline: 'alphabetic' as CanvasTextBaseline,
    fillStyle: '',
    drawnAt: [] as { x: number; align: CanvasTextAlign; direction: CanvasDirection }[],
    measureText(text: string) {
      const width = text.length * 10;
      const fromRight =
        context.textAlign === 'right' ||
        (context.textAlign === 'start' && context.direction === 'rtl') ||
        (context.textAlign === 'end' && context.direction !== 'rtl');
      return {
        width,
        actualBoundingBoxLeft: fromRight ? width : 0,
        actualBoundingBoxRight: fromRight ? 0 : width,
        actualBoundingBoxAscent: 30,
        actualBoundingBoxDescent: 8,
      };
    },
    fillText(_text: string, x: number) {
      context.drawnAt.push({ x, align: context.textAlign, direction: context.direction });
    },
  };
  return context;
}

afterEach(() => vi.restoreAllMocks());

describe("the browser's painter of the slip's texts", () => {
  it('paints a right-to-left line in an image no wider than the line, from its left edge', async () => {
    const contexts: ReturnType<typeof fakeContext>[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
      const context = fakeContext();
      contexts.push(context);
      return context as unknown as CanvasRenderingContext2D;
    });
    // jsdom's Blob cannot be read back: a PNG's worth of bytes, as the browser would hand over.
    const png = { arrayBuffer: async () => new ArrayBuffer(8) } as Blob;
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(png));
    const painter = canvasTextPainter('sans-serif');
    const text = 'قسيمة دفع';
    const painted = await painter.paint(text, { size: 10, bold: false, colour: '#000000' }, 'rtl');
    // 9 characters of 10 px at 4 px a point: 22.5 points and the pixel of margin on each side.
    expect(painted.width).toBeCloseTo((text.length * 10 + 2) / 4, 5);
    expect(contexts.at(-1)?.drawnAt).toEqual([{ x: 1, align: 'left', direction: 'rtl' }]);
  });
});
