import { describe, expect, it } from 'vitest';
import { html, joinHtml, trustedHtml } from './html';

describe('html', () => {
  it('escapes every interpolated value', () => {
    expect(html`<p title="${`"'`}">${'<b>&</b>'}</p>`.markup).toBe(
      '<p title="&quot;&#39;">&lt;b&gt;&amp;&lt;/b&gt;</p>',
    );
  });

  it('puts fragments of its own and trusted markup in as they are', () => {
    const inner = html`<b>${'a<b'}</b>`;
    expect(html`<p>${inner}${trustedHtml('<i>x</i>')}</p>`.markup).toBe(
      '<p><b>a&lt;b</b><i>x</i></p>',
    );
  });

  it('renders nothing for false, null and undefined, and lists item after item', () => {
    expect(html`${false}${null}${undefined}${0}${['<', html`<br>`]}`.markup).toBe('0&lt;<br>');
    expect(joinHtml([html`a`, html`b`], '\n').markup).toBe('a\nb');
  });
});
