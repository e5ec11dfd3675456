import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import type { ContentEncoding } from '../http/compression';
import { cspHashOf } from '../http/securityHeaders';

/** The web build as the service serves it: its one HTML document and what the build says about it. */
export interface BuiltPage {
  html: string;
  /** index.html compressed once (by the build, else at start), per encoding. */
  encoded: Record<ContentEncoding, Buffer>;
  /**
   * A link locale (de_AT) → the built catalogue chunk of the language the page shows for it, then
   * the chunks it imports that the HTML does not load (the bundler's runtime).
   */
  catalogues: Readonly<Record<string, readonly string[]>>;
  /** A path segment after /uuid/{uuid}/ (card) → the files its first screen loads lazily. */
  pages: Readonly<Record<string, PageFiles>>;
  /**
   * A script's path → the integrity the page's import map pins for it. A preload hint must carry
   * the same, or the browser does not use what it preloaded and fetches the file again.
   */
  integrity: Readonly<Record<string, string>>;
  /**
   * Every built stylesheet the HTML does not link (those of the lazily loaded pages), each with
   * the classes it styles: a drawn page carries inline those of what the service drew
   * (docs/decisions/0026, 0031). Empty when there are none; a file that could end a <style> is
   * left out (the page's loader then fetches it).
   */
  lazyStyles: readonly LazyStyle[];
  /**
   * The stylesheets the HTML links, each with its tag: a drawn page carries them inline instead
   * (docs/decisions/0026), so that nothing holds its first paint back once the HTML is in.
   */
  linkedStyles: readonly LinkedStyle[];
}

export interface InlineStyle {
  css: string;
  /** Its hash for the page's style-src. */
  hash: string;
}

export interface LazyStyle {
  /** Its address, as the page's module loader knows it (/assets/cardMethod-c1.css). */
  file: string;
  css: string;
  /** Each selector's classes (selectorClassesOf). */
  selectors: readonly (readonly string[])[];
}

export interface LinkedStyle extends InlineStyle {
  /** The <link rel="stylesheet"> tag exactly as the built HTML has it. */
  tag: string;
}

export interface PageFiles {
  scripts: readonly string[];
  styles: readonly string[];
}

/** Written by the web build (apps/web/build/pageHints.ts). */
const PAGE_HINTS_FILE = join('.vite', 'page-hints.json');

function readOr(path: string, made: () => Buffer): Buffer {
  return existsSync(path) ? readFileSync(path) : made();
}

function hintsOf(distDir: string): Pick<BuiltPage, 'catalogues' | 'pages'> {
  const file = join(distDir, PAGE_HINTS_FILE);
  if (!existsSync(file)) return { catalogues: {}, pages: {} };
  const hints = JSON.parse(readFileSync(file, 'utf8')) as {
    catalogues?: Record<string, string | string[]>;
    pages?: BuiltPage['pages'];
  };
  // A build before catalogues had their imports named each catalogue by its one file.
  const catalogues = Object.fromEntries(
    Object.entries(hints.catalogues ?? {}).map(([locale, files]) => [
      locale,
      typeof files === 'string' ? [files] : files,
    ]),
  );
  return { catalogues, pages: hints.pages ?? {} };
}

const IMPORT_MAP = /<script type="importmap">([\s\S]*?)<\/script>/;

/** A script's path → its pinned integrity, from an import map's JSON text. */
export function pinnedIntegrity(importMap: string): Record<string, string> {
  return (JSON.parse(importMap) as { integrity?: Record<string, string> }).integrity ?? {};
}

function integrityOf(html: string): Record<string, string> {
  const map = IMPORT_MAP.exec(html)?.[1];
  return map ? pinnedIntegrity(map) : {};
}

/** The shared blocks first (the pages build on them), as the page's hints load them. */
const styleOrder = (name: string) => (/^method(Kit|Layout)-/.test(name) ? 0 : 1);

/** A stylesheet's text, unless it could end the <style> it is put in. */
function inlineStyle(css: string): InlineStyle | undefined {
  return inlinable(css) ? { css, hash: cspHashOf(css) } : undefined;
}

/** Whether a stylesheet's text can go in a <style>: not empty, and nothing in it could end it. */
const inlinable = (css: string) => css !== '' && !/<\//.test(css);

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="\/assets\/([^"/]+\.css)"[^>]*>/g;

/** The stylesheets the HTML links: each tag and the file's name in assets/. */
const stylesheetLinksOf = (html: string) =>
  [...html.matchAll(STYLESHEET_LINK)].map(([tag, name = '']) => ({ tag, name }));

function linkedStylesOf(distDir: string, html: string): LinkedStyle[] {
  return stylesheetLinksOf(html).flatMap(({ tag, name }) => {
    const file = join(distDir, 'assets', name);
    const style = existsSync(file) ? inlineStyle(readFileSync(file, 'utf8').trim()) : undefined;
    return style ? [{ tag, ...style }] : [];
  });
}

/**
 * For each selector of a stylesheet, the classes an element and its ancestors must have for it to
 * match (`.bank-redirect .button` → bank-redirect, button): a drawing needs the sheet when it has
 * every class of one of them. Declarations are skipped, so a value such as `.25rem` or
 * `url(a.svg)` is never read as a class, and so is what is inside parentheses (`:has(…)`,
 * `:not(…)`), a condition rather than a class required; a selector naming no class is needed by
 * every drawing. Reading too few classes only makes a drawing carry a sheet it did not need.
 */
export function selectorClassesOf(css: string): string[][] {
  // The innermost blocks are the declarations, at any depth of @media or @supports.
  return css
    .replace(/\{[^{}]*\}/g, '\n')
    .split(/[\n{}]/)
    .map((prelude) => prelude.trim())
    .filter((prelude) => prelude !== '' && !prelude.startsWith('@'))
    .flatMap((prelude) => prelude.split(/,(?![^(]*\))/))
    .map((selector) => {
      let outside = selector;
      for (let before = ''; before !== outside;) {
        before = outside;
        outside = outside.replace(/\([^()]*\)/g, '');
      }
      return [...outside.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map(([, name = '']) => name);
    });
}

function lazyStylesOf(distDir: string, html: string): LazyStyle[] {
  const folder = join(distDir, 'assets');
  if (!existsSync(folder)) return [];
  const linked = new Set(stylesheetLinksOf(html).map(({ name }) => name));
  return readdirSync(folder)
    .filter((name) => name.endsWith('.css') && !linked.has(name))
    .sort((a, b) => styleOrder(a) - styleOrder(b) || a.localeCompare(b))
    .flatMap((name) => {
      // Its hash is the combination's, worked out per drawing (drawnStyles.ts).
      const css = readFileSync(join(folder, name), 'utf8').trim();
      return inlinable(css)
        ? [{ file: `/assets/${name}`, css, selectors: selectorClassesOf(css) }]
        : [];
    });
}

export function readBuiltPage(distDir: string): BuiltPage | undefined {
  const file = join(distDir, 'index.html');
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  return {
    html,
    encoded: {
      br: readOr(`${file}.br`, () =>
        brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ),
      gzip: readOr(`${file}.gz`, () => gzipSync(html, { level: 9 })),
    },
    ...hintsOf(distDir),
    integrity: integrityOf(html),
    lazyStyles: lazyStylesOf(distDir, html),
    linkedStyles: linkedStylesOf(distDir, html),
  };
}
