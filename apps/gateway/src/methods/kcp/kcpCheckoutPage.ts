import { EXPIRED_REFUSAL_REASON } from '@paypage/contract/expiredPayment';
import { KOREAN_BANKS } from '@paypage/contract/methods/koreanBanks';
import { formatAmount } from '../../hosted/formatAmount';
import {
  approvalFacts,
  renderApprovalFrame,
  sandboxNote,
} from '../../hosted/approval/approvalFrame';
import { html, joinHtml, type Html } from '../../hosted/html';
import type { Translator } from '../../i18n/catalogues';
import type { SandboxPayment } from '../../payments/sandboxPayment';
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
function page(translator: Translator, main: Html): string {
  return renderApprovalFrame({ translator, title: translator.t('kcp.checkout.title'), main });
}

const amountOf = (translator: Translator, payment: SandboxPayment) =>
  formatAmount(payment.amount, payment.currency, translator.formattingLocale);

function facts(translator: Translator, payment: SandboxPayment): Html {
  const { t } = translator;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const rows: [string, string][] = [
    [t('kcp.checkout.shop'), text(payment.details?.shopName)],
    [t('kcp.checkout.product'), text(payment.details?.productName)],
    [t('approval.amount'), amountOf(translator, payment)],
    [t('approval.reference'), payment.id],
  ];
  return approvalFacts(rows.filter(([, value]) => value !== ''));
}

function option(value: string, label: string, checked: boolean): Html {
  return html`<label class="approval-option"><input type="radio" name="choice" value="${value}"${checked && html` checked`}> ${label}</label>`;
}

function instalments(translator: Translator, payment: SandboxPayment): Html | undefined {
  if (!instalmentsAllowed(payment.amount, payment.currency)) return undefined;
  const { t } = translator;
  const options = INSTALMENT_MONTHS.map((months) => {
    const label =
      months === 0
        ? t('kcp.checkout.singlePayment')
        : t('kcp.checkout.months', { months: `${months}` });
    return html`<option value="${months}">${label}</option>`;
  });
  return html`<div class="approval-field">
<label for="instalments">${t('kcp.checkout.instalments')}</label>
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
  const cards = joinHtml(
    KCP_CARD_ISSUERS.map((issuer, index) =>
      option(cardChoiceValue(issuer.id), nameIn(language, issuer), index === 0),
    ),
    '\n',
  );
  const banks = joinHtml(
    KOREAN_BANKS.map((bank) => option(bankChoiceValue(bank.code), nameIn(language, bank), false)),
    '\n',
  );
  const described = problem && html` aria-describedby="approval-problem"`;
  return page(
    translator,
    html`<h1>${t('kcp.checkout.heading')}</h1>
${sandboxNote(translator)}
${facts(translator, payment)}
${problem && html`<p id="approval-problem" class="approval-problem" role="alert">${t('approval.chooseFirst')}</p>`}
<form method="post" action="${kcpCheckoutPath(payment.id)}">
<fieldset${described}>
<legend>${t('kcp.checkout.cards')}</legend>
${cards}
</fieldset>
${instalments(translator, payment)}
<fieldset${described}>
<legend>${t('kcp.checkout.banks')}</legend>
${banks}
</fieldset>
<div class="approval-actions">
<button type="submit" name="decision" value="approve" class="primary">${t('kcp.checkout.pay', { amount: amountOf(translator, payment) })}</button>
<button type="submit" name="decision" value="cancel">${t('kcp.checkout.cancel')}</button>
<button type="submit" name="decision" value="refuse">${t('kcp.checkout.refuse')}</button>
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
  const back =
    payment.returnUrl &&
    html`<p><a href="${payment.returnUrl}">${t('approval.closed.back')}</a></p>`;
  return page(
    translator,
    html`<h1>${t(expired ? 'kcp.checkout.expired' : 'approval.closed.title')}</h1>
${facts(translator, payment)}
${back}`,
  );
}
