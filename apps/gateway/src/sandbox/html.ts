const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value put into the page goes through this, so no data can become markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * An accessible data table: a caption, column headers, and the first cell of each row as
 * the row's header. Cells are escaped; `code` cells are shown as code.
 */
export function renderTable(table: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  codeColumns?: readonly number[];
}): string {
  const cell = (value: string, column: number): string =>
    table.codeColumns?.includes(column) ? `<code>${escapeHtml(value)}</code>` : escapeHtml(value);
  const head = table.columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
  const body = table.rows
    .map((row) => {
      const [first = '', ...rest] = row;
      const others = rest.map((value, index) => `<td>${cell(value, index + 1)}</td>`).join('');
      return `<tr><th scope="row">${cell(first, 0)}</th>${others}</tr>`;
    })
    .join('\n');
  // On a phone a wide table scrolls by itself instead of widening the whole page; the region is
  // focusable and named so keyboard and screen-reader users can scroll it too.
  return `<div class="table-scroll" role="region" aria-label="${escapeHtml(table.caption)}" tabindex="0">
<table>
<caption>${escapeHtml(table.caption)}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table>
</div>`;
}
