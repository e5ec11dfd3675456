import './methodMark.css';
import type { ReactNode } from 'react';

/**
 * The drawing area every method's mark shares: the badge's size, and hidden from screen readers,
 * which read the method's name written beside it. `plated`: in the dark it sits on a plate of
 * the text's colour (methodMark.css), for a mark in a brand's own colours, which the dark page
 * does not adapt; a mark drawn in the text's colour follows the theme and needs none.
 */
export function MarkFrame({ plated = false, children }: { plated?: boolean; children: ReactNode }) {
  return (
    <svg
      className={plated ? 'method-mark method-mark--plated' : 'method-mark'}
      viewBox="0 0 32 20"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/**
 * The frame of every method's mark: a 32 × 20 badge like a card scheme's, in the brand's colours
 * (our own drawings of a shape and letters, not the brands' artwork). Decorative: the method's
 * name is written beside it wherever it appears.
 */
export function MarkBadge({
  background,
  outline,
  children,
}: {
  background: string;
  /** A light badge needs an edge to stand out from a light page. */
  outline?: string;
  children: ReactNode;
}) {
  return (
    <MarkFrame plated>
      <rect
        x="0.5"
        y="0.5"
        width="31"
        height="19"
        rx="3"
        fill={background}
        stroke={outline ?? background}
      />
      {children}
    </MarkFrame>
  );
}

/** Letters on a badge: bold, centred on x unless anchored at their start. */
export function MarkLetters({
  x = 16,
  y = 14,
  size = 9,
  fill,
  anchor = 'middle',
  italic = false,
  children,
}: {
  x?: number;
  y?: number;
  size?: number;
  fill: string;
  anchor?: 'start' | 'middle';
  italic?: boolean;
  children: string;
}) {
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontFamily="Arial, Helvetica, sans-serif"
      fontWeight="700"
      fontStyle={italic ? 'italic' : undefined}
      textAnchor={anchor}
      fill={fill}
    >
      {children}
    </text>
  );
}
