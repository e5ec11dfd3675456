import type { Translator } from '../../i18n/catalogues';
import { html } from '../html';
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
    body: html`<main class="message">
<h1>${options.title}</h1>
<p>${options.text}</p>
</main>`,
  });
}
