import jsQR from 'jsqr';

const MODULE_PX = 6;

/**
 * Reads back the QR code a page drew (components/qrCode: one SVG path of 1×1 squares), as a
 * camera would: the modules painted black on white into pixels, then decoded by jsQR.
 */
export function decodeDrawnQr(svg: SVGElement): string | undefined {
  const [, , width = '0'] = (svg.getAttribute('viewBox') ?? '').split(' ');
  const size = Number(width);
  const dark = new Set<string>();
  const path = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) dark.add(`${x},${y}`);
  const pixels = size * MODULE_PX;
  const data = new Uint8ClampedArray(pixels * pixels * 4);
  for (let py = 0; py < pixels; py++) {
    for (let px = 0; px < pixels; px++) {
      const on = dark.has(`${Math.floor(px / MODULE_PX)},${Math.floor(py / MODULE_PX)}`);
      const at = (py * pixels + px) * 4;
      data.fill(on ? 0 : 255, at, at + 3);
      data[at + 3] = 255;
    }
  }
  return jsQR(data, pixels, pixels)?.data;
}
