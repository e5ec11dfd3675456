import { EXPIRED_REFUSAL_REASON } from '@paypage/contract/expiredPayment';
import { KOREAN_BANKS } from '@paypage/contract/methods/koreanBanks';
import { formatAmount } from '../../hosted/formatAmount';
import { renderHostedPage } from '../../hosted/pages/hostedPage';
import type { Translator } from '../../i18n/catalogues';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import { escapeHtml } from '../../sandbox/html';
import {
  bankChoiceValue,
  cardChoiceValue,
  INSTALMENT_MONTHS,
  instalmentsAllowed,
  KCP_CARD_ISSUERS,
  nameIn,
} from './kcpChoices';

export const kcpCheckoutPath = (paymentId: string): string =>
  `/hosted/kcp/${encodeURIComponent(paymentId)}`;

/** The window's frame: KCP's bar on top, one white panel (the approval pages' styles). */
function page(translator: Translator, main: string): string {
  const title = translator.t('kcp.checkout.title');
  return renderHostedPage({
    language: translator.language,
    title,
    stylesheets: ['hosted.css', 'approval.css'],
    bodyClass: 'approval',
    body: `<header class="approval-provider"><span class="approval-mark" aria-hidden="true"></span><span>${escapeHtml(title)}</span></header>
<main>
${main}
</main>`,
  });
}

const amountOf = (translator: Translator, payment: SandboxPayment) =>
  formatAmount(payment.amount, payment.currency, translator.formattingLocale);

function facts(translator: Translator, payment: SandboxPayment): string {
  const { t } = translator;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const rows: [string, string][] = [
    [t('kcp.checkout.shop'), text(payment.details?.shopName)],
    [t('kcp.checkout.product'), text(payment.details?.productName)],
    [t('approval.amount'), amountOf(translator, payment)],
    [t('approval.reference'), payment.id],
  ];
  return `<dl class="approval-facts">
${rows
  .filter(([, value]) => value !== '')
  .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
  .join('\n')}
</dl>`;
}

function option(value: string, label: string, checked: boolean): string {
  return `<label class="approval-option"><input type="radio" name="choice" value="${escapeHtml(value)}"${checked ? ' checked' : ''}> ${escapeHtml(label)}</label>`;
}

function instalments(translator: Translator, payment: SandboxPayment): string {
  if (!instalmentsAllowed(payment.amount, payment.currency)) return '';
  const { t } = translator;
  const options = INSTALMENT_MONTHS.map((months) => {
    const label =
      months === 0
        ? t('kcp.checkout.singlePayment')
        : t('kcp.checkout.months', { months: `${months}` });
    return `<option value="${months}">${escapeHtml(label)}</option>`;
  }).join('');
  return `<div class="approval-field">
<label for="instalments">${escapeHtml(t('kcp.checkout.instalments'))}</label>
<select id="instalments" name="instalments">${options}</select>
</div>`;
}

export type CheckoutProblem = 'choose';

/**
 * KCP's payment window as the sandbox plays it: the shop, the product and the amount; Korean
 * card companies (with instalments from 50,000 won) or a bank to transfer from, in one choice;
 * pay, cancel, or (sandbox) have the card company or bank refuse. A plain form, no script.
 */
export function renderKcpCheckoutPage(
  translator: Translator,
  payment: SandboxPayment,
  problem?: CheckoutProblem,
): string {
  const { t, language } = translator;
  const cards = KCP_CARD_ISSUERS.map((issuer, index) =>
    option(cardChoiceValue(issuer.id), nameIn(language, issuer), index === 0),
  ).join('\n');
  const banks = KOREAN_BANKS.map((bank) =>
    option(bankChoiceValue(bank.code), nameIn(language, bank), false),
  ).join('\n');
  const described = problem ? ' aria-describedby="approval-problem"' : '';
  return page(
    translator,
    `<h1>${escapeHtml(t('kcp.checkout.heading'))}</h1>
<p class="approval-sandbox">${escapeHtml(t('approval.sandbox'))}</p>
${facts(translator, payment)}
${problem ? `<p id="approval-problem" class="approval-problem" role="alert">${escapeHtml(t('approval.chooseFirst'))}</p>` : ''}
<form method="post" action="${escapeHtml(kcpCheckoutPath(payment.id))}">
<fieldset${described}>
<legend>${escapeHtml(t('kcp.checkout.cards'))}</legend>
${cards}
</fieldset>
${instalments(translator, payment)}
<fieldset${described}>
<legend>${escapeHtml(t('kcp.checkout.banks'))}</legend>
${banks}
</fieldset>
<div class="approval-actions">
<button type="submit" name="decision" value="approve" class="primary">${escapeHtml(t('kcp.checkout.pay', { amount: amountOf(translator, payment) }))}</button>
<button type="submit" name="decision" value="cancel">${escapeHtml(t('kcp.checkout.cancel'))}</button>
<button type="submit" name="decision" value="refuse">${escapeHtml(t('kcp.checkout.refuse'))}</button>
</div>
</form>`,
  );
}

/**
 * A window whose payment is no longer open: decided (another tab, the back button) or expired.
 * The way back leads to the payment page, which shows how it ended.
 */
export function renderKcpClosedPage(translator: Translator, payment: SandboxPayment): string {
  const { t } = translator;
  const expired = payment.status === 'REFUSED' && payment.refusalReason === EXPIRED_REFUSAL_REASON;
  const back = payment.returnUrl
    ? `<p><a href="${escapeHtml(payment.returnUrl)}">${escapeHtml(t('approval.closed.back'))}</a></p>`
    : '';
  return page(
    translator,
    `<h1>${escapeHtml(t(expired ? 'kcp.checkout.expired' : 'approval.closed.title'))}</h1>
${facts(translator, payment)}
${back}`,
  );
}
