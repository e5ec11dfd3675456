import { CARD_FORM_MESSAGE } from '@paypage/contract/cardPaymentConstants';
import type { CardSession } from '../sessions/cardSession';
import type { CatalogueKey, Translator } from '../../../i18n/catalogues';
import { catalogueOf, FALLBACK_LANGUAGE } from '../../../i18n/catalogues';
import { schemeAsksCvc } from '../../../hosted/assets/cardRules.js';
import { BRAND_ICONS_PATH, brandIconUrl } from '../../../hosted/brandIcons';
import { html, type Html } from '../../../hosted/html';
import { themeCss } from '../../../hosted/themeVariables';
import { renderHostedPage } from '../../../hosted/pages/hostedPage';

/** The tokenising endpoint the form's script posts to, relative to the gateway's origin. */
function cardsPathOf(token: string): string {
  return `/hosted/card-sessions/${encodeURIComponent(token)}/cards`;
}

/** The form script's texts: every cardForm.* key, so it shows any reason in the payer's language. */
function scriptTexts(t: Translator['t']): Record<string, string> {
  const keys = Object.keys(catalogueOf(FALLBACK_LANGUAGE) ?? {}).filter((key) =>
    key.startsWith('cardForm.'),
  ) as CatalogueKey[];
  return Object.fromEntries(keys.map((key) => [key.slice('cardForm.'.length), t(key)]));
}

interface FieldOptions {
  name: 'number' | 'expiry' | 'cvc' | 'holder';
  label: string;
  /** The input's own attributes, written by us (never data). */
  attributes: Html;
  /** Markup beside the label (the detected brand). */
  aside?: Html;
}

function field({ name, label, attributes, aside }: FieldOptions): Html {
  const id = `card-${name}`;
  return html`<div class="field field-${name}">
<div class="label-row"><label for="${id}">${label}</label>${aside}</div>
<input id="${id}" name="${name}" type="text" ${attributes} required aria-invalid="false" aria-describedby="${id}-error">
<p id="${id}-error" class="field-error"></p>
</div>`;
}

/**
 * The hosted card form: four labelled fields, the detected brand, one polite live region for
 * errors. The script (cardForm.js) gets everything it needs from data attributes; the merchant's
 * colours arrive as CSS variables in the one nonce'd style block.
 */
export function renderCardFormPage(session: CardSession, translator: Translator, nonce: string) {
  const { t } = translator;
  const brand = html`<span id="card-brand" class="brand" hidden><span class="visually-hidden">${t('cardForm.brand.label')}: </span><img class="brand-icon" src="${brandIconUrl('UNKNOWN')}" alt="" width="32" height="20"><span class="brand-name"></span></span>`;
  // Digits read left to right in every language, on an Arabic or Hebrew form too.
  const numeric = html`dir="ltr" inputmode="numeric" autocorrect="off" autocapitalize="off" spellcheck="false"`;
  const body = html`<main>
<h1 class="visually-hidden">${t('cardForm.title')}</h1>
<noscript><p class="form-error">${t('page.noScript')}</p></noscript>
<form id="card-form" class="card-form" novalidate>
${field({ name: 'number', label: t('cardForm.number.label'), attributes: html`${numeric} autocomplete="cc-number" placeholder="${t('cardForm.number.placeholder')}"`, aside: brand })}
<div class="field-row">
${field({ name: 'expiry', label: t('cardForm.expiry.label'), attributes: html`${numeric} autocomplete="cc-exp" maxlength="7" placeholder="${t('cardForm.expiry.placeholder')}"` })}
${schemeAsksCvc(session.scheme) && field({ name: 'cvc', label: t('cardForm.cvc.label'), attributes: html`${numeric} autocomplete="cc-csc" maxlength="4"` })}
</div>
${field({ name: 'holder', label: t('cardForm.holder.label'), attributes: html`autocomplete="cc-name" autocapitalize="words" spellcheck="false" maxlength="70"` })}
<p id="form-error" class="form-error"></p>
</form>
<div id="announcer" class="visually-hidden" role="status" aria-live="polite"></div>
</main>`;
  return renderHostedPage({
    language: translator.language,
    title: t('cardForm.title'),
    stylesheets: ['hosted.css', 'cardForm.css'],
    script: { name: 'cardForm.js', module: true },
    themeStyle: { nonce, css: themeCss(session.theme, session.darkTheme) },
    bodyData: {
      'parent-origin': session.allowedOrigin,
      scheme: session.scheme,
      'cards-path': cardsPathOf(session.token),
      'brand-icons': BRAND_ICONS_PATH,
      'message-types': JSON.stringify(CARD_FORM_MESSAGE),
      texts: JSON.stringify(scriptTexts(t)),
    },
    body,
  });
}
