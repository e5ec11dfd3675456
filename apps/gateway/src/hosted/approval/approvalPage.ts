import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import type { Translator } from '../../i18n/catalogues';
import type { ApprovalFlow } from '../../methods/gatewayMethod';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import { escapeHtml } from '../../sandbox/html';
import { formatAmount } from '../formatAmount';
import { renderHostedPage } from '../pages/hostedPage';
import { approvalPath } from '../../methods/gatewayMethod';

function page(translator: Translator, flow: ApprovalFlow, main: string): string {
  const title = translator.t(flow.title);
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

function facts(translator: Translator, payment: SandboxPayment): string {
  const { t } = translator;
  const amount = formatAmount(payment.amount, payment.currency, translator.formattingLocale);
  return `<dl class="approval-facts">
<dt>${escapeHtml(t('approval.amount'))}</dt><dd>${escapeHtml(amount)}</dd>
<dt>${escapeHtml(t('approval.reference'))}</dt><dd>${escapeHtml(payment.id)}</dd>
</dl>`;
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
  const choice = flow.choice
    ? `<fieldset${problem ? ' aria-describedby="approval-problem"' : ''}>
<legend>${escapeHtml(t(flow.choice.legend))}</legend>
${options
  .map(
    (option, index) =>
      `<label class="approval-option"><input type="radio" name="choice" value="${escapeHtml(option.value)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(option.label)}</label>`,
  )
  .join('\n')}
</fieldset>`
    : '';
  const buttons = flow.decisions
    .map(
      (decision, index) =>
        `<button type="submit" name="decision" value="${escapeHtml(decision.id)}"${index === 0 ? ' class="primary"' : ''}>${escapeHtml(t(decision.label))}</button>`,
    )
    .join('\n');
  return page(
    translator,
    flow,
    `<h1>${escapeHtml(t(flow.title))}</h1>
<p>${escapeHtml(t(flow.intro))}</p>
<p class="approval-sandbox">${escapeHtml(t('approval.sandbox'))}</p>
${facts(translator, payment)}
${problem ? `<p id="approval-problem" class="approval-problem" role="alert">${escapeHtml(t('approval.chooseFirst'))}</p>` : ''}
<form method="post" action="${escapeHtml(approvalPath(payment.id))}">
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
    `<h1>${escapeHtml(t(title))}</h1>
${facts(translator, payment)}
<p>${escapeHtml(t('approval.done.backToPage'))}</p>`,
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
    ? `<p><a href="${escapeHtml(payment.returnUrl)}">${escapeHtml(t('approval.closed.back'))}</a></p>`
    : `<p>${escapeHtml(t('approval.done.backToPage'))}</p>`;
  return page(
    translator,
    flow,
    `<h1>${escapeHtml(t('approval.closed.title'))}</h1>
${facts(translator, payment)}
${back}`,
  );
}
