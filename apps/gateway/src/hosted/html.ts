const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The one escaper: every value a template receives goes through it unless it is `Html`. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * Markup we built ourselves (by `html`, or stated as trusted): a template puts it in as it is.
 * A class rather than a branded string, so a plain string can never pass for markup.
 */
export class Html {
  constructor(readonly markup: string) {}

  toString(): string {
    return this.markup;
  }
}

/** What a template may interpolate; `false`, null and undefined put nothing (for `cond && …`). */
export type HtmlValue = Html | string | number | false | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value instanceof Html) return value.markup;
  if (value === false || value === null || value === undefined) return '';
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  return escapeHtml(String(value));
}

/**
 * Every page's markup: `html\`<p>${text}</p>\`` escapes each value, so no data can become
 * markup; a fragment made by `html` goes in as it is; a list goes in item after item.
 */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): Html {
  let markup = strings[0] ?? '';
  values.forEach((value, index) => {
    markup += render(value) + (strings[index + 1] ?? '');
  });
  return new Html(markup);
}

/** Fragments one after another with a separator between them (a newline between lines). */
export function joinHtml(fragments: readonly Html[], separator = ''): Html {
  return new Html(fragments.map((fragment) => fragment.markup).join(separator));
}

/**
 * Text that is already what the page must hold, for the few places escaping would break it:
 * a style block's CSS, an import map's JSON, an SVG drawn by our QR encoder. Never shopper data.
 */
export function trustedHtml(markup: string): Html {
  return new Html(markup);
}
