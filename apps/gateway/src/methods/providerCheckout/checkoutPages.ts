import { CARD_FORM_MESSAGE, THREE_DS_MESSAGE } from '@paypage/contract/cardPaymentConstants';
import { BANCONTACT_TEST_CARDS } from '@paypage/contract/methods/providerCheckoutSandbox';
import { CHALLENGE_CODE } from '@paypage/contract/sandboxTestCards';
import { groupDigits } from '../../hosted/assets/cardRules.js';
import { formatAmount } from '../../hosted/formatAmount';
import { approvalFacts, renderApprovalFrame } from '../../hosted/approval/approvalFrame';
import { html, type Html } from '../../hosted/html';
import { renderHostedPage } from '../../hosted/pages/hostedPage';
import type { HostedAssetName } from '../../hosted/hostedAssets';
import type { Translator } from '../../i18n/catalogues';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import type { CheckoutSession } from './checkoutSession';
import { checkoutApiPaths } from './checkoutPaths';
import { qrCodeSvg } from './qrCodeSvg';

interface CheckoutView {
  translator: Translator;
  session: CheckoutSession;
  payment: SandboxPayment;
}

function amountOf({ translator, payment }: CheckoutView): string {
  return formatAmount(payment.amount, payment.currency, translator.formattingLocale);
}

/** The look of the sandbox's provider pages (approval.css), with what a checkout adds. */
function page(
  view: CheckoutView,
  options: {
    heading: string;
    main: Html;
    script: HostedAssetName;
    bodyData: Readonly<Record<string, string>>;
  },
): string {
  const { t } = view.translator;
  const facts = approvalFacts([
    [t('approval.amount'), amountOf(view)],
    [t('approval.reference'), view.payment.id],
  ]);
  const cancel = html`<form class="checkout-cancel" method="post" action="${checkoutApiPaths(view.session.id).cancel}">
<input type="hidden" name="sessionData" value="${view.session.sessionData}">
<button type="submit" class="secondary">${t('providerCheckout.cancel')}</button>
</form>`;
  return renderApprovalFrame({
    translator: view.translator,
    title: options.heading,
    provider: t('providerCheckout.bancontact'),
    stylesheets: ['providerCheckout.css'],
    bodyClass: 'checkout',
    script: { name: options.script },
    bodyData: {
      'session-data': view.session.sessionData,
      'status-url': checkoutApiPaths(view.session.id).status,
      ...options.bodyData,
    },
    main: html`<h1>${options.heading}</h1>
<p class="approval-sandbox">${t('providerCheckout.sandbox')}</p>
${facts}
${options.main}
${cancel}`,
  });
}

/**
 * Bancontact mobile: a QR code for the Bancontact app on another device (a computer's screen),
 * and the app link on a phone (the stylesheet shows one or the other by the screen). The
 * script watches the payment and goes back to the payment page once the app has decided.
 */
export function renderBancontactMobilePage(view: CheckoutView, appUrl: string): string {
  const { t } = view.translator;
  const main = html`<div class="checkout-app">
<p>${t('providerCheckout.mobile.onPhone')}</p>
<p><a class="checkout-button" href="${appUrl}" target="_blank" rel="noopener">${t('providerCheckout.mobile.openApp')}</a></p>
</div>
<figure class="checkout-qr">
<figcaption>${t('providerCheckout.mobile.scan')}</figcaption>
${qrCodeSvg(appUrl, t('providerCheckout.mobile.qrLabel'))}
<p class="checkout-qr__payload">${t('providerCheckout.mobile.sandboxLink')} <a href="${appUrl}" target="_blank" rel="noopener">${appUrl}</a></p>
</figure>
<p class="checkout-status" id="checkout-status" role="status"><span class="checkout-spinner" aria-hidden="true"></span><span id="checkout-status-text">${t('providerCheckout.mobile.waiting')}</span></p>`;
  return page(view, {
    heading: t('providerCheckout.mobile.heading'),
    main,
    script: 'checkoutMobile.js',
    bodyData: {
      texts: JSON.stringify({ returning: t('providerCheckout.returning') }),
    },
  });
}

/**
 * Bancontact card: the gateway's card form for Bancontact cards in a frame, the button that
 * pays, and room for the bank's 3-D Secure frames, all on the gateway's own origin.
 */
export function renderBancontactCardPage(view: CheckoutView, cardFormUrl: string): string {
  const { t } = view.translator;
  const [testCard] = BANCONTACT_TEST_CARDS;
  const paths = checkoutApiPaths(view.session.id);
  const main = html`<div id="checkout-card" class="checkout-card">
<iframe id="checkout-card-form" class="checkout-card__form" title="${t('providerCheckout.card.frameTitle')}" data-src="${cardFormUrl}"></iframe>
<p class="checkout-hint">${t('providerCheckout.card.sandboxHint', { number: groupDigits(testCard?.number ?? '', 'bancontact'), code: CHALLENGE_CODE })}</p>
<button type="button" id="checkout-pay" class="primary" disabled>${t('providerCheckout.card.pay', { amount: amountOf(view) })}</button>
</div>
<div id="checkout-three-d-secure" class="checkout-three-d-secure" hidden>
<p>${t('providerCheckout.card.bankCheck')}</p>
</div>
<p id="checkout-problem" class="approval-problem" role="alert" hidden></p>
<p id="checkout-status" class="visually-hidden" role="status"></p>`;
  // The payment's first action is this very checkout; only a 3-D Secure step is one to resume.
  const action = view.payment.status === 'PENDING' ? view.payment.action : undefined;
  const pending = action?.type === 'redirect' ? undefined : action;
  return page(view, {
    heading: t('providerCheckout.card.heading'),
    main,
    script: 'checkoutCard.js',
    bodyData: {
      'pay-url': paths.card,
      'three-d-secure-url': paths.threeDSecure,
      'message-types': JSON.stringify({ card: CARD_FORM_MESSAGE, threeDS: THREE_DS_MESSAGE }),
      // A reload in the middle of 3-D Secure carries on where it was.
      ...(pending ? { 'pending-action': JSON.stringify(pending) } : {}),
      texts: JSON.stringify({
        failed: t('providerCheckout.card.failed'),
        checking: t('providerCheckout.card.checking'),
        returning: t('providerCheckout.returning'),
        methodFrame: t('providerCheckout.card.methodFrameTitle'),
        challengeFrame: t('providerCheckout.card.challengeFrameTitle'),
      }),
    },
  });
}

/** An unknown session, or one opened without its data and client key. */
export function renderCheckoutNotFoundPage(translator: Translator): string {
  const { t } = translator;
  return renderHostedPage({
    language: translator.language,
    title: t('providerCheckout.notFound.title'),
    stylesheets: ['hosted.css', 'approval.css'],
    bodyClass: 'approval',
    body: html`<main>
<h1>${t('providerCheckout.notFound.title')}</h1>
<p>${t('providerCheckout.notFound.text')}</p>
</main>`,
  });
}
