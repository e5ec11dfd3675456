import { CHALLENGE_CODE } from '@paypage/contract/sandboxTestCards';
import type { Translator } from '../../../i18n/catalogues';
import { html, type Html } from '../../../hosted/html';
import type { ChallengeWindowSize } from './challenge';
import { renderHostedPage } from '../../../hosted/pages/hostedPage';
import { formatAmount } from '../../../hosted/formatAmount';

/**
 * The pages of the sandbox's 3-D Secure frames. The page that frames them waits for a
 * postMessage; these pages send it from a script file of ours (notifyParent.js), to the payment's
 * page origin only.
 */

/** The method frame of the method-timeout card: the ACS "never answers", so no script at all. */
export function renderSilentMethodPage(translator: Translator): string {
  return renderHostedPage({
    language: translator.language,
    title: translator.t('threeDSecure.method'),
    stylesheets: ['hosted.css'],
    body: html``,
  });
}

/** The method frame after the device was fingerprinted: it posts itself on to the notification URL. */
export function renderMethodForwardPage(
  translator: Translator,
  notification: { url: string; threeDSMethodData: string },
): string {
  return renderHostedPage({
    language: translator.language,
    title: translator.t('threeDSecure.method'),
    stylesheets: ['hosted.css'],
    script: { name: 'submitForm.js' },
    body: html`<form id="forward" method="post" action="${notification.url}">
<input type="hidden" name="threeDSMethodData" value="${notification.threeDSMethodData}">
</form>`,
  });
}

/** A page whose only job is to tell the framing page something. */
export function renderNotifyPage(
  translator: Translator,
  notify: { targetOrigin: string; message: Readonly<Record<string, string>> },
): string {
  return renderHostedPage({
    language: translator.language,
    title: translator.t('threeDSecure.method'),
    stylesheets: ['hosted.css'],
    script: { name: 'notifyParent.js' },
    bodyData: { 'target-origin': notify.targetOrigin, message: JSON.stringify(notify.message) },
    body: html``,
  });
}

function bankHeader(translator: Translator): Html {
  return html`<header class="bank"><span class="bank-mark" aria-hidden="true"></span><span>${translator.t('threeDSecure.bank')}</span></header>`;
}

export interface ChallengeView {
  acsTransId: string;
  windowSize: ChallengeWindowSize;
  amount: number;
  currency: string;
  lastDigits: string;
}

/** The ACS's one-time-code form, laid out for the challenge window size the page asked for. */
export function renderChallengePage(translator: Translator, view: ChallengeView): string {
  const { t } = translator;
  const amount = formatAmount(view.amount, view.currency, translator.formattingLocale);
  return renderHostedPage({
    language: translator.language,
    title: t('threeDSecure.title'),
    stylesheets: ['hosted.css', 'threeDSecure.css'],
    bodyClass: `challenge window-${view.windowSize}`,
    body: html`${bankHeader(translator)}
<main>
<h1>${t('challenge.heading')}</h1>
<p>${t('challenge.intro', { amount })}</p>
<p class="card-line">${t('challenge.card', { lastDigits: view.lastDigits })}</p>
<form method="post" action="/3ds/challenge/${encodeURIComponent(view.acsTransId)}">
<input type="hidden" name="windowSize" value="${view.windowSize}">
<label for="otp">${t('challenge.code.label')}</label>
<input id="otp" name="code" type="text" dir="ltr" inputmode="numeric" autocomplete="one-time-code" maxlength="8" required aria-describedby="otp-hint">
<p id="otp-hint" class="hint">${t('challenge.sandboxHint', { code: CHALLENGE_CODE })}</p>
<div class="actions">
<button type="submit" name="action" value="confirm" class="primary">${t('challenge.submit')}</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${t('challenge.cancel')}</button>
</div>
</form>
</main>`,
  });
}

const DONE_HEADINGS = {
  confirmed: 'challenge.done.success',
  failed: 'challenge.done.failed',
  cancelled: 'challenge.done.cancelled',
} as const;

/** How the challenge ended for the shopper: passed, failed (or ran out), or their own cancel. */
export type ChallengeEnd = keyof typeof DONE_HEADINGS;

/** After the answer: says how it went, and tells the framing page (threeDSServerTransID, transStatus). */
export function renderChallengeDonePage(
  translator: Translator,
  done: {
    windowSize: ChallengeWindowSize;
    targetOrigin: string;
    message: Readonly<Record<string, string>>;
    end: ChallengeEnd;
  },
): string {
  const { t } = translator;
  const outcome = t(DONE_HEADINGS[done.end]);
  return renderHostedPage({
    language: translator.language,
    title: t('threeDSecure.title'),
    stylesheets: ['hosted.css', 'threeDSecure.css'],
    bodyClass: `challenge window-${done.windowSize}`,
    script: { name: 'notifyParent.js' },
    bodyData: { 'target-origin': done.targetOrigin, message: JSON.stringify(done.message) },
    body: html`${bankHeader(translator)}
<main>
<h1>${outcome}</h1>
<p>${t('challenge.done.returning')}</p>
</main>`,
  });
}
