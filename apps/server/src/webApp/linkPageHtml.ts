import {
  INLINE_STYLES_BLOCK_ID,
  LINK_HINT_BLOCK_ID,
  OPENING_ANSWERS_BLOCK_ID,
  RUNTIME_CONFIG_BLOCK_ID,
  type LinkHint,
} from '@paypage/contract/pageData';
import type { FirstPaint } from '@paypage/contract/firstPaint';
import type { RuntimeConfig } from '@paypage/contract/runtimeConfig';
import { cspHashOf } from '../http/securityHeaders';
import type { BuiltPage } from './builtPage';
import { drawnStyles } from './drawnStyles';

/**
 * JSON inside <script> ends at the first "</script"; escaping <, > and & keeps any value inside
 * the block, and U+2028/2029 keep it valid for older parsers. JSON.parse reads them back as is.
 */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A JSON data block: data for the page's scripts, run by nothing (the CSP is unchanged). */
const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${jsonForHtml(value)}</script>`;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** With the integrity the import map pins, else the browser fetches the file a second time. */
const modulePreload = (href: string, integrity: string | undefined) =>
  `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}"${
    integrity ? ` integrity="${escapeAttribute(integrity)}"` : ''
  }>`;
// crossorigin as the page's loader asks for it, or the browser would fetch the file again.
const stylePreload = (href: string) =>
  `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`;
/**
 * A drawing must never paint unstyled, and a method page draws parts from chunks of its own (a QR
 * code): a drawn page carries inline the lazily loaded pages' styles it drew with
 * (drawnStyles.ts), and the merchant's colours; both allowed by their hashes in the page's policy
 * (webAppRoutes.ts), which are worked out here with the tags so the two always agree.
 */
function drawingStyles(page: BuiltPage, paint: FirstPaint, segmentStyles: readonly string[]) {
  const lazy = drawnStyles(page, paint, segmentStyles);
  return {
    tags: [
      ...(lazy
        ? [`<style>${lazy.css}</style>`, dataBlock(INLINE_STYLES_BLOCK_ID, lazy.files)]
        : []),
      ...(paint.themeCss ? [`<style>${paint.themeCss}</style>`] : []),
    ],
    hashes: [
      ...page.linkedStyles.map((style) => style.hash),
      ...(lazy ? [lazy.hash] : []),
      ...(paint.themeCss ? [cspHashOf(paint.themeCss)] : []),
    ],
  };
}

/*
 * Why a data block tells the page's module loader that a lazily loaded chunk's stylesheet is
 * already here (decision 0031): Vite's loader fetches a chunk's CSS with it unless it counts the
 * address as loaded, and without this a drawn card page fetched four stylesheets it already had,
 * which on a phone's six connections held back the scripts it was waiting for. It used to be
 * told by `<link rel="stylesheet" href="…" disabled>`, which the loader counts and which the
 * HTML standard says is not fetched, but Chromium 150 fetched every one of them (13 requests on a
 * card page). What is inside a `<script type="application/json">` is never fetched, run or
 * applied by any browser; the loader reads the addresses from it (apps/web/build/inlineStyles.ts).
 */

/** The files the first screen of the page at this path segment loads lazily (its hints). */
const filesOf = (page: BuiltPage, segment: string | undefined) =>
  segment && Object.hasOwn(page.pages, segment) ? page.pages[segment] : undefined;

/**
 * The page's own stylesheets go inline too, where the HTML linked them. A linked stylesheet holds
 * the first paint back until it is fetched: over a phone's network that is a request of its own
 * (at first on a connection of its own), while its text is 3 KB compressed. Linked, a throttled
 * phone showed the drawing at 1.35 s; inline, at 0.70 s (bench:phone, decision 0026).
 */
function withStylesInline(html: string, page: BuiltPage): string {
  return page.linkedStyles.reduce(
    (drawn, style) => drawn.replace(style.tag, () => `<style>${style.css}</style>`),
    html,
  );
}

const ROOT = '<div id="root"></div>';
const MODULE_TAG = /<(script type="module"|link rel="modulepreload")/g;
const HTML_TAG = /<html[^>]*>/;

/**
 * The drawing goes into the page's root, inert until the page's scripts replace it (app/app.tsx):
 * a click on a drawn button before then would do nothing. Its language is the document's.
 */
function withFirstPaint(html: string, page: BuiltPage, paint: FirstPaint): string {
  if (!html.includes(ROOT) || !HTML_TAG.test(html)) return html;
  return (
    withStylesInline(html, page)
      .replace(
        HTML_TAG,
        `<html lang="${escapeAttribute(paint.language)}" dir="${paint.direction === 'rtl' ? 'rtl' : 'ltr'}">`,
      )
      .replace(ROOT, () => `<div id="root" inert aria-hidden="true">${paint.html}</div>`)
      // The page is on screen before any script runs: its scripts, fetched from the start all the
      // same, yield to what the drawing needs (over HTTP/1.1 a browser fetches six files of an
      // origin at a time). Fetched only after the first paint instead, they made a phone's page
      // usable one round trip later (decision 0026).
      .replace(MODULE_TAG, (tag) => `${tag} fetchpriority="low"`)
  );
}

export interface LinkPageHtml {
  html: string;
  /** What the page's style-src must allow for a drawn page's inline styles; none otherwise. */
  styleHashes: string[];
}

/**
 * index.html for a link's page (/uuid/{uuid}/…), carrying from its first byte what the page would
 * otherwise fetch one after the other (docs/decisions/0012): the runtime config as a JSON data
 * block (not a script: nothing runs, so the CSP stays as it is), whether the link has saved
 * assets to fetch (another data block), and hints for the catalogue of
 * the link's language and the lazily loaded files of the page at this path (`segment`: card,
 * success, …), fetched beside the page's scripts. The built tags are left exactly as built;
 * these go beside them, at the end of <head>.
 */
export function linkPageHtml(
  page: BuiltPage,
  addresses: RuntimeConfig,
  {
    locale,
    segment,
    hint,
    firstPaint,
  }: {
    locale: string | null | undefined;
    segment: string | undefined;
    /** What the service knew of the link; none for an unknown link. */
    hint: LinkHint | undefined;
    /** The page drawn by the service (docs/decisions/0026), when it could be. */
    firstPaint?: FirstPaint | undefined;
  },
): LinkPageHtml {
  const catalogue = locale && Object.hasOwn(page.catalogues, locale) ? page.catalogues[locale] : [];
  const files = filesOf(page, segment);
  // Each script once: a catalogue and a page may import the same chunk (the bundler's runtime).
  const scripts = [...new Set([...(catalogue ?? []), ...(files?.scripts ?? [])])];
  const drawing = firstPaint && drawingStyles(page, firstPaint, files?.styles ?? []);
  const additions = [
    dataBlock(RUNTIME_CONFIG_BLOCK_ID, addresses),
    ...(hint ? [dataBlock(LINK_HINT_BLOCK_ID, hint)] : []),
    ...(firstPaint?.answers ? [dataBlock(OPENING_ANSWERS_BLOCK_ID, firstPaint.answers)] : []),
    ...scripts.map((script) => modulePreload(script, page.integrity[script])),
    ...(drawing ? drawing.tags : (files?.styles.map(stylePreload) ?? [])),
  ].join('\n    ');
  const headEnd = page.html.indexOf('</head>');
  if (headEnd < 0) return { html: page.html, styleHashes: [] };
  const html = `${page.html.slice(0, headEnd)}  ${additions}\n  ${page.html.slice(headEnd)}`;
  return firstPaint && drawing
    ? { html: withFirstPaint(html, page, firstPaint), styleHashes: drawing.hashes }
    : { html, styleHashes: [] };
}
