import { useMemo } from 'react';
import { code128Bars } from './code128';

/** Bar height in modules: about a quarter of the symbol's width for a reference, as scanners like. */
const HEIGHT_MODULES = 50;

/**
 * A Code 128 barcode drawn as SVG rectangles, black on white with its quiet zones, and its text
 * printed under it as barcodes are (the label says it to screen readers).
 */
export function Barcode({ text, label }: { text: string; label: string }) {
  const { bars, width } = useMemo(() => code128Bars(text), [text]);
  return (
    <figure className="slip-barcode">
      <svg
        className="slip-barcode__bars"
        viewBox={`0 0 ${width} ${HEIGHT_MODULES}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
      >
        <rect width={width} height={HEIGHT_MODULES} className="slip-barcode__light" />
        {bars.map((bar) => (
          <rect
            key={bar.x}
            x={bar.x}
            width={bar.width}
            height={HEIGHT_MODULES}
            className="slip-barcode__dark"
          />
        ))}
      </svg>
      <figcaption className="slip-barcode__text" aria-hidden="true" dir="ltr">
        {text}
      </figcaption>
    </figure>
  );
}
