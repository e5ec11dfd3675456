import type { AssetsResponse } from './assets';
import type { PaymentLinkInfo } from './paymentLink';
import type { RuntimeConfig } from './runtimeConfig';

/**
 * The first paint of a link's page, drawn by the service into the HTML (docs/decisions/0026):
 * the page's own components, rendered on the service from the same link and saved assets the
 * public API answers, so a phone shows the page as soon as the HTML and its stylesheet are in,
 * not after the scripts, the link and the catalogue. The page's scripts then draw it afresh.
 *
 * The web build writes the renderer (`apps/web/dist-render/firstPaint.js`); the service loads it
 * when it is there. Types only: neither side imports the other's code.
 */
export interface FirstPaintInput {
  /** The address asked for, path and query: /uuid/{uuid}/… */
  url: string;
  link: PaymentLinkInfo;
  assets: AssetsResponse;
  /** The addresses the page would read from its config block. */
  config: RuntimeConfig;
  /**
   * Answers a public GET (a path under /public/) as the service's API would, for a page that
   * reads more than the link as it opens (the SEPA page's creditor). Undefined when the service
   * gives no reads: such a page then draws what it shows while it reads.
   */
  read?: (path: string) => Promise<PublicAnswer>;
}

/** A public GET's answer: its status and parsed JSON body. */
export interface PublicAnswer {
  status: number;
  body: unknown;
}

export interface FirstPaint {
  /** The markup for `<div id="root">`. */
  html: string;
  /** The language the markup speaks, and its direction, for `<html lang dir>`. */
  language: string;
  direction: 'ltr' | 'rtl';
  /**
   * The merchant's colours as CSS custom properties on :root (a `<style>` the page's policy
   * allows by its hash); empty when the link has no theme.
   */
  themeCss: string;
  /**
   * The path segment after /uuid/{uuid}/ of the page drawn, when it is not the address's own: a
   * link that skips its landing page (SPEC §4) is drawn as its first method's page, which the
   * page's scripts open in its place. The service hints that page's files.
   */
  drawnSegment?: string;
  /**
   * The successful public GETs the drawing read, by path: the service hands them to the page
   * (pageData's OPENING_ANSWERS_BLOCK_ID), whose first render then shows what the drawing showed
   * instead of reading it again.
   */
  answers?: Record<string, unknown>;
}

/** What the renderer module exports. */
export type RenderFirstPaint = (input: FirstPaintInput) => Promise<FirstPaint | undefined>;

/** The export's name in the renderer module. */
export const FIRST_PAINT_EXPORT = 'renderFirstPaint';
