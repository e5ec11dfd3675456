import type { Translator } from '../../i18n/catalogues';
import { escapeHtml } from '../../sandbox/html';
import type { HostedAssetName } from '../hostedAssets';
import { renderHostedPage } from './hostedPage';

/**
 * A short page with a heading and a sentence: the card form's and the 3-D Secure frames' error
 * pages. Small enough to read inside a frame.
 */
export function renderMessagePage(options: {
  translator: Translator;
  title: string;
  text: string;
  stylesheet: HostedAssetName;
}): string {
  return renderHostedPage({
    language: options.translator.language,
    title: options.title,
    stylesheets: ['hosted.css', options.stylesheet],
    body: `<main class="message">
<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.text)}</p>
</main>`,
  });
}
