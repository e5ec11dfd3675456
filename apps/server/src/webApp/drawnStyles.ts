import type { FirstPaint } from '@paypage/contract/firstPaint';
import { cspHashOf } from '../http/securityHeaders';
import type { BuiltPage, InlineStyle, LazyStyle } from './builtPage';

export interface DrawnStyles extends InlineStyle {
  /** Their files' addresses, which the page's module loader is told are here already. */
  files: readonly string[];
}

/** The class names of a drawing's markup, as React writes them (`class="a b"`). */
function classesOf(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, list = ''] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of list.split(/\s+/)) if (name) names.add(name);
  return names;
}

/** A build has a few lazily loaded stylesheets, so a drawing picks among few combinations. */
const combined = new WeakMap<readonly LazyStyle[], Map<string, DrawnStyles>>();

/**
 * The lazily loaded pages' styles a drawn page carries inline (docs/decisions/0031): each file
 * with a selector whose classes the drawing has, and those the page at this path loads at once (its hints),
 * in the build's order. The landing page, drawn from the page's own chunk, carries none of the
 * method pages' rules (about 2.3 KB compressed), which put its HTML past the first round trip of
 * a new connection (14.6 KB); a file it did not carry is fetched with its page as usual.
 */
export function drawnStyles(
  page: BuiltPage,
  paint: FirstPaint,
  segmentStyles: readonly string[] = [],
): DrawnStyles | undefined {
  const drawn = classesOf(paint.html);
  const chosen = page.lazyStyles.filter(
    (style) =>
      segmentStyles.includes(style.file) ||
      style.selectors.some((classes) => classes.every((name) => drawn.has(name))),
  );
  if (chosen.length === 0) return undefined;
  const key = chosen.map((style) => style.file).join(' ');
  let known = combined.get(page.lazyStyles);
  if (!known) combined.set(page.lazyStyles, (known = new Map()));
  const found = known.get(key);
  if (found) return found;
  const css = chosen.map((style) => style.css).join('\n');
  const made = { css, hash: cspHashOf(css), files: chosen.map((style) => style.file) };
  known.set(key, made);
  return made;
}
