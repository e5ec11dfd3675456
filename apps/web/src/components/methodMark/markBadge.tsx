import './methodMark.css';
import type { ReactNode } from 'react';
import markLettersUrl from './markLetters.svg?no-inline';
import markLetterWidths from './markLetterWidths.json';

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

/**
 * Letters on a badge: bold, centred on x unless anchored at their start, with y their baseline.
 * Drawn as outlines of Arial-like letters kept in one cached file (markLetters.svg, written by
 * scripts/markLetters.mjs) rather than as SVG text: text in nineteen small drawings cost a font
 * lookup and shaping each, half of the landing page's layout on a slow phone, and the outlines
 * drawn into each link's HTML would have put it past a connection's first round trip
 * (docs/decisions/0041). The letters look the same whatever fonts a device has.
 */
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
  const id = italic ? `${children}_i` : children;
  const width = widths.words[id];
  if (width === undefined) {
    throw new Error(
      `No outline of ${JSON.stringify(children)} for a mark: run node apps/web/scripts/markLetters.mjs`,
    );
  }
  const scale = size / widths.unitsPerEm;
  const left = anchor === 'middle' ? x - (width * scale) / 2 : x;
  // One element per word: each `<use>` of another file costs the HTML parser a resource lookup.
  return (
    <use
      href={`${markLettersUrl}#${id}`}
      transform={`translate(${rounded(left)} ${y}) scale(${rounded(scale)})`}
      fill={fill}
    />
  );
}

/** Each word's width in hundredths of its size, by the id of its outline (scripts/markLetters.mjs). */
const widths: { unitsPerEm: number; words: Record<string, number | undefined> } = markLetterWidths;

function rounded(value: number): number {
  return Math.round(value * 1000) / 1000;
}
