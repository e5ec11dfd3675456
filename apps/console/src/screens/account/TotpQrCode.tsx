import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * The otpauth URI as a QR code drawn as SVG elements (no markup string is injected, and the
 * secret never leaves the browser for an image service). A quiet zone of four modules, as
 * ISO/IEC 18004 asks, so phone cameras find it on any background.
 */
export function TotpQrCode({ uri, label }: { uri: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { data } = encode(uri, { ecc: 'M', border: 4 });
    const cells: string[] = [];
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { size: data.length, path: cells.join('') };
  }, [uri]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
