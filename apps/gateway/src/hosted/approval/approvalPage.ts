import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import type { Translator } from '../../i18n/catalogues';
import type { ApprovalFlow } from '../../payments/gatewayMethod';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import { formatAmount } from '../formatAmount';
import { html, joinHtml, type Html } from '../html';
import { approvalPath } from '../../payments/gatewayMethod';
import { approvalFacts, renderApprovalFrame, sandboxNote } from './approvalFrame';

function page(translator: Translator, flow: ApprovalFlow, main: Html): string {
  return renderApprovalFrame({ translator, title: translator.t(flow.title), main });
}

function facts(translator: Translator, payment: SandboxPayment): Html {
  const { t } = translator;
  const amount = formatAmount(payment.amount, payment.currency, translator.formattingLocale);
  return approvalFacts([
    [t('approval.amount'), amount],
    [t('approval.reference'), payment.id],
  ]);
}

/**
 * The page where the shopper decides an open payment: what is asked for, the choice to make
 * (their bank, their account) and one button per decision. A plain form, no script.
 */
export function renderApprovalPage(
  translator: Translator,
  flow: ApprovalFlow,
  payment: SandboxPayment,
  problem?: 'choose',
): string {
  const { t } = translator;
  const options = flow.choice?.options(payment) ?? [];
  const choice =
    flow.choice &&
    html`<fieldset${problem && html` aria-describedby="approval-problem"`}>
<legend>${t(flow.choice.legend)}</legend>
${joinHtml(
  options.map(
    (option, index) =>
      html`<label class="approval-option"><input type="radio" name="choice" value="${option.value}"${index === 0 && html` checked`}> ${option.label}</label>`,
  ),
  '\n',
)}
</fieldset>`;
  const buttons = joinHtml(
    flow.decisions.map(
      (decision, index) =>
        html`<button type="submit" name="decision" value="${decision.id}"${index === 0 && html` class="primary"`}>${t(decision.label)}</button>`,
    ),
    '\n',
  );
  return page(
    translator,
    flow,
    html`<h1>${t(flow.title)}</h1>
<p>${t(flow.intro)}</p>
${sandboxNote(translator)}
${facts(translator, payment)}
${problem && html`<p id="approval-problem" class="approval-problem" role="alert">${t('approval.chooseFirst')}</p>`}
<form method="post" action="${approvalPath(payment.id)}">
${choice}
<div class="approval-actions">
${buttons}
</div>
</form>`,
  );
}

/**
 * After the decision, for an approval made away from the payment page (an app on a phone): the
 * payment page learns the outcome by itself.
 */
export function renderApprovalDonePage(
  translator: Translator,
  flow: ApprovalFlow,
  payment: SandboxPayment,
): string {
  const { t } = translator;
  const approved = payment.status !== 'REFUSED';
  const cancelled = payment.refusalReason === REFUSAL_REASONS.cancelled;
  const title = cancelled
    ? 'approval.done.cancelled'
    : (flow.doneTitle?.(payment) ??
      (approved ? 'approval.done.approved' : 'approval.done.declined'));
  return page(
    translator,
    flow,
    html`<h1>${t(title)}</h1>
${facts(translator, payment)}
<p>${t('approval.done.backToPage')}</p>`,
  );
}

/** A payment no longer open (decided elsewhere, or a second tab): nothing left to decide. */
export function renderApprovalClosedPage(
  translator: Translator,
  flow: ApprovalFlow,
  payment: SandboxPayment,
): string {
  const { t } = translator;
  const back = payment.returnUrl
    ? html`<p><a href="${payment.returnUrl}">${t('approval.closed.back')}</a></p>`
    : html`<p>${t('approval.done.backToPage')}</p>`;
  return page(
    translator,
    flow,
    html`<h1>${t('approval.closed.title')}</h1>
${facts(translator, payment)}
${back}`,
  );
}
