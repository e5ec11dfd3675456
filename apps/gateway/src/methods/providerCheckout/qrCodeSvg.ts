import { encode } from 'uqr';
import { html, type Html } from '../../hosted/html';

/**
 * A QR code as one SVG path drawn by the server: no script, no image request, nothing for the
 * page's policy to allow. Four modules of quiet zone (ISO/IEC 18004) and error correction M, as
 * payment QR codes use, so any camera app reads it.
 */
export function qrCodeSvg(payload: string, label: string): Html {
  const qr = encode(payload, { ecc: 'M', border: 4 });
  const cells: string[] = [];
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return html`<svg class="checkout-qr__code" viewBox="0 0 ${qr.size} ${qr.size}" role="img" aria-label="${label}" shape-rendering="crispEdges"><rect width="${qr.size}" height="${qr.size}" fill="#fff"/><path d="${cells.join('')}" fill="#000"/></svg>`;
}
