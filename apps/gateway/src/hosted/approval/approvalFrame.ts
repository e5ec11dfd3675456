import type { Translator } from '../../i18n/catalogues';
import type { HostedAssetName } from '../hostedAssets';
import { html, joinHtml, type Html } from '../html';
import { renderHostedPage, type HostedPage } from '../pages/hostedPage';

/**
 * The frame of every page the sandbox shows in a provider's place (a bank, a wallet, an app, a
 * checkout): the provider's bar on top, then one white panel (approval.css). One frame, so the
 * approval page, the apps, the banks and the checkouts look and read alike.
 */
export function renderApprovalFrame(frame: {
  translator: Translator;
  title: string;
  /** The name in the provider's bar; the page's title unless the provider is named apart. */
  provider?: string;
  main: Html;
  /** What a page adds to the frame (a checkout: its stylesheet, its script and their data). */
  stylesheets?: readonly HostedAssetName[];
  bodyClass?: string;
  script?: HostedPage['script'];
  bodyData?: HostedPage['bodyData'];
}): string {
  return renderHostedPage({
    language: frame.translator.language,
    title: frame.title,
    stylesheets: ['hosted.css', 'approval.css', ...(frame.stylesheets ?? [])],
    bodyClass: frame.bodyClass ? `approval ${frame.bodyClass}` : 'approval',
    ...(frame.script ? { script: frame.script } : {}),
    ...(frame.bodyData ? { bodyData: frame.bodyData } : {}),
    body: html`<header class="approval-provider"><span class="approval-mark" aria-hidden="true"></span><span>${frame.provider ?? frame.title}</span></header>
<main>
${frame.main}
</main>`,
  });
}

/** The line that says this is the sandbox, not a real bank or app. */
export const sandboxNote = (translator: Translator): Html =>
  html`<p class="approval-sandbox">${translator.t('approval.sandbox')}</p>`;

/** What is being paid, term by term (amount, reference, account …). */
export function approvalFacts(rows: readonly (readonly [string, string])[]): Html {
  return html`<dl class="approval-facts">
${joinHtml(
  // dir=auto: an amount or a reference reads left to right on a right-to-left page, a name in
  // Hebrew or Arabic right to left, each by its own first letter.
  rows.map(([term, value]) => html`<dt>${term}</dt><dd dir="auto">${value}</dd>`),
  '\n',
)}
</dl>`;
}
