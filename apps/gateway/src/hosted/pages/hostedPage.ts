import { textDirectionOf } from '@paypage/contract/languageTags';
import { html, joinHtml, trustedHtml, type Html } from '../html';
import { HOSTED_IMPORT_MAP, hostedAssetIntegrity, hostedAssetUrl } from '../hostedAssets';
import type { HostedAssetName } from '../hostedAssets';

export interface HostedPage {
  language: string;
  title: string;
  stylesheets: readonly HostedAssetName[];
  /** At most one script, always a file of ours: no inline script on any hosted page. */
  script?: { name: HostedAssetName; module?: boolean };
  /** The merchant's theme as CSS variables, allowed by the response's CSP nonce. */
  themeStyle?: { nonce: string; css: string };
  /** data-* attributes that hand the script its settings (escaped here). */
  bodyData?: Readonly<Record<string, string>>;
  body: Html;
  bodyClass?: string;
}

/**
 * The HTML document around every hosted page: language and its direction (Arabic, Hebrew and
 * Persian right to left, as the page that framed or sent the payer here), viewport, our assets,
 * nothing inline.
 */
export function renderHostedPage(page: HostedPage): string {
  const links = joinHtml(
    page.stylesheets.map((name) => html`<link rel="stylesheet" href="${hostedAssetUrl(name)}">`),
    '\n',
  );
  // The merchant's theme is CSS of ours made from checked colours (themeVariables.ts).
  const style =
    page.themeStyle &&
    html`\n<style nonce="${page.themeStyle.nonce}">${trustedHtml(page.themeStyle.css)}</style>`;
  // Every script carries its integrity; a module's imports are pinned by the import map.
  const importMap =
    page.script?.module &&
    html`\n<script type="importmap">${trustedHtml(HOSTED_IMPORT_MAP)}</script>`;
  const script =
    page.script &&
    html`${importMap}\n<script${trustedHtml(page.script.module ? ' type="module"' : ' defer')} src="${hostedAssetUrl(page.script.name)}" integrity="${hostedAssetIntegrity(page.script.name)}"></script>`;
  const data = Object.entries(page.bodyData ?? {}).map(
    ([name, value]) => html` data-${name}="${value}"`,
  );
  const bodyClass = page.bodyClass && html` class="${page.bodyClass}"`;
  return html`<!doctype html>
<html lang="${page.language}" dir="${textDirectionOf(page.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${page.title}</title>
${links}${style}${script}
</head>
<body${bodyClass}${data}>
${page.body}
</body>
</html>
`.markup;
}
