import { escapeHtml } from '../../sandbox/html';
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
  /** Already-escaped markup. */
  body: string;
  bodyClass?: string;
}

/** The HTML document around every hosted page: language, viewport, our assets, nothing inline. */
export function renderHostedPage(page: HostedPage): string {
  const links = page.stylesheets
    .map((name) => `<link rel="stylesheet" href="${escapeHtml(hostedAssetUrl(name))}">`)
    .join('\n');
  const style = page.themeStyle
    ? `\n<style nonce="${escapeHtml(page.themeStyle.nonce)}">${page.themeStyle.css}</style>`
    : '';
  // Every script carries its integrity; a module's imports are pinned by the import map.
  const importMap = page.script?.module
    ? `\n<script type="importmap">${HOSTED_IMPORT_MAP}</script>`
    : '';
  const script = page.script
    ? `${importMap}\n<script${page.script.module ? ' type="module"' : ' defer'} src="${escapeHtml(hostedAssetUrl(page.script.name))}" integrity="${hostedAssetIntegrity(page.script.name)}"></script>`
    : '';
  const data = Object.entries(page.bodyData ?? {})
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  const bodyClass = page.bodyClass ? ` class="${escapeHtml(page.bodyClass)}"` : '';
  return `<!doctype html>
<html lang="${escapeHtml(page.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(page.title)}</title>
${links}${style}${script}
</head>
<body${bodyClass}${data}>
${page.body}
</body>
</html>
`;
}
