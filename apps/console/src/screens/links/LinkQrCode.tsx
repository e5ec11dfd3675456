import { encode } from 'uqr';
import { useMemo } from 'react';
import { useT } from '../../i18n/translator';

type Modules = readonly (readonly boolean[])[];

/** The code's dark modules as one SVG path (quiet zone of four modules, ISO/IEC 18004). */
function svgOf(modules: Modules): { size: number; path: string } {
  const cells: string[] = [];
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return { size: modules.length, path: cells.join('') };
}

function qrSvgFile(modules: Modules): string {
  const { size, path } = svgOf(modules);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

/**
 * The PNG drawn module by module on a canvas (no image is loaded, so the console's CSP needs no
 * blob: or data: images), eight pixels a module: sharp enough to print on a flyer.
 */
function qrPngFile(modules: Modules, scale = 8): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = modules.length * scale;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) context.fillRect(x * scale, y * scale, scale, scale);
    }),
  );
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

function download(blob: Blob, fileName: string): void {
  const address = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = address;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(address), 1000);
}

/** A link's address as a QR code, to show on a screen or print, with both files to download. */
export function LinkQrCode({ url, fileName }: { url: string; fileName: string }) {
  const t = useT();
  const modules = useMemo(() => encode(url, { ecc: 'M', border: 4 }).data, [url]);
  const { size, path } = svgOf(modules);
  return (
    <figure className="link-qr">
      <svg
        className="qr-code"
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={t('links.qr.label')}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} className="qr-code__light" />
        <path d={path} className="qr-code__dark" />
      </svg>
      <figcaption className="actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            void qrPngFile(modules).then((png) => png && download(png, `${fileName}.png`));
          }}
        >
          {t('links.qr.downloadPng')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() =>
            download(new Blob([qrSvgFile(modules)], { type: 'image/svg+xml' }), `${fileName}.svg`)
          }
        >
          {t('links.qr.downloadSvg')}
        </button>
      </figcaption>
    </figure>
  );
}
