import { html, joinHtml, type Html } from '../hosted/html';

/**
 * An accessible data table: a caption, column headers, and the first cell of each row as
 * the row's header. Cells are text; `code` cells are shown as code.
 */
export function renderTable(table: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  codeColumns?: readonly number[];
}): Html {
  const cell = (value: string, column: number): Html =>
    table.codeColumns?.includes(column) ? html`<code>${value}</code>` : html`${value}`;
  const head = table.columns.map((column) => html`<th scope="col">${column}</th>`);
  const body = joinHtml(
    table.rows.map((row) => {
      const [first = '', ...rest] = row;
      const others = rest.map((value, index) => html`<td>${cell(value, index + 1)}</td>`);
      return html`<tr><th scope="row">${cell(first, 0)}</th>${others}</tr>`;
    }),
    '\n',
  );
  // On a phone a wide table scrolls by itself instead of widening the whole page; the region is
  // focusable and named so keyboard and screen-reader users can scroll it too.
  return html`<div class="table-scroll" role="region" aria-label="${table.caption}" tabindex="0">
<table>
<caption>${table.caption}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table>
</div>`;
}
