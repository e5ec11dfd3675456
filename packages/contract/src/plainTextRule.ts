/**
 * Free text that someone else reads (a link's description, a consumer reference, a name): no
 * character that hides, reorders or cuts the text around it (issue 25). TypeBox-free, so the
 * page could check with it as well.
 *
 * Refused:
 * - C0 controls U+0000–U+001F, tab and line breaks included: every such field is one line
 *   where it is shown (the page, a bank statement, a CSV export, a log line), and NUL or ESC cut
 *   or recolour it in the tools that read it.
 * - DEL and the C1 controls U+007F–U+009F (U+0085 is a line break too).
 * - Bidirectional embeddings and overrides U+202A–U+202E and isolates U+2066–U+2069: they
 *   reorder everything after them ("Trojan Source"), so a reference or an amount reads other
 *   than it is.
 * - The line and paragraph separators U+2028/U+2029: line breaks by another name.
 *
 * Kept: the marks U+200E/U+200F (and U+061C), which only set the direction of neutral
 * characters next to them and reorder no run of text, and which Arabic and Hebrew text needs
 * around numbers and punctuation; ZWJ/ZWNJ, which emoji and Persian or Indic scripts need.
 */
export const PLAIN_TEXT_PATTERN =
  '^[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069]*$';

/** The same, for a field that must also hold something other than spaces. */
export const PLAIN_TEXT_NOT_BLANK_PATTERN =
  '^[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069]*' +
  '[^\\s\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069]' +
  '[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069]*$';

/** What a refused field is told (the service's 400 names the field with it). */
export const PLAIN_TEXT_MESSAGE =
  'must not contain control characters, line breaks or bidirectional overrides';

const PLAIN_TEXT = new RegExp(PLAIN_TEXT_PATTERN, 'u');

export function isPlainText(text: string): boolean {
  return PLAIN_TEXT.test(text);
}
