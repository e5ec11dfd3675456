import type { PaymentSlipDetails } from '@paypage/contract/methods/paymentSlip';
import { inGroupsOfFour } from '@paypage/contract/methods/paymentSlipRules';
import { formatAmount } from '../../hosted/formatAmount';
import { renderHostedPage } from '../../hosted/pages/hostedPage';
import type { Translator } from '../../i18n/catalogues';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import { escapeHtml } from '../../sandbox/html';
import type { StoredSlip } from './slipsRepository';

export const SANDBOX_SLIPS_PATH = '/hosted/payment-slips';
export const sandboxSlipPath = (paymentId: string) =>
  `${SANDBOX_SLIPS_PATH}/${encodeURIComponent(paymentId)}`;

/** The decisions of the sandbox bank's page, as its buttons post them. */
export const SLIP_DECISIONS = ['received', 'not-received'] as const;
export type SlipDecision = (typeof SLIP_DECISIONS)[number];

export interface OpenSlip {
  payment: SandboxPayment;
  slip: StoredSlip;
}

const detailsOf = (payment: SandboxPayment) =>
  (payment.details ?? {}) as Partial<PaymentSlipDetails>;

function dueDateOf(translator: Translator, iso: string): string {
  // The sandbox keeps UTC, and says so: a tester in any time zone reads the same instant.
  return new Intl.DateTimeFormat(translator.formattingLocale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

function slipSection(translator: Translator, { payment, slip }: OpenSlip, index: number): string {
  const { t } = translator;
  const heading = `slip-${index}`;
  const rows: [string, string][] = [
    [t('paymentSlip.bank.customer'), detailsOf(payment).customerName ?? ''],
    [
      t('approval.amount'),
      formatAmount(payment.amount, payment.currency, translator.formattingLocale),
    ],
    [t('paymentSlip.bank.account'), inGroupsOfFour(slip.iban)],
    [t('paymentSlip.bank.dueDate'), dueDateOf(translator, slip.dueAt)],
  ];
  return `<section aria-labelledby="${heading}">
<h2 id="${heading}">${escapeHtml(inGroupsOfFour(slip.creditorReference))}</h2>
<dl class="approval-facts">
${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}
</dl>
<form method="post" action="${escapeHtml(sandboxSlipPath(payment.id))}">
<div class="approval-actions">
<button type="submit" name="decision" value="received" class="primary">${escapeHtml(t('paymentSlip.bank.received'))}</button>
<button type="submit" name="decision" value="not-received">${escapeHtml(t('paymentSlip.bank.notReceived'))}</button>
</div>
</form>
</section>`;
}

/** What the last decision did, said once at the top of the list (role=status). */
function notice(translator: Translator, decided: OpenSlip | undefined): string {
  if (!decided) return '';
  const { t } = translator;
  const reference = inGroupsOfFour(decided.slip.creditorReference);
  const key =
    decided.payment.status === 'SUCCESS'
      ? 'paymentSlip.bank.done.received'
      : decided.payment.status === 'REFUSED'
        ? 'paymentSlip.bank.done.notReceived'
        : 'paymentSlip.bank.done.open';
  return `<p class="approval-sandbox" role="status">${escapeHtml(t(key, { reference }))}</p>`;
}

/**
 * The sandbox bank's incoming transfers: every slip still waiting, with a button for the transfer
 * arriving and one for its due date passing without it. Plain forms, no script.
 */
export function renderSandboxBankPage(
  translator: Translator,
  open: readonly OpenSlip[],
  decided?: OpenSlip,
): string {
  const { t } = translator;
  const title = t('paymentSlip.bank.title');
  const list =
    open.length > 0
      ? open.map((item, index) => slipSection(translator, item, index)).join('\n<hr>\n')
      : `<p>${escapeHtml(t('paymentSlip.bank.none'))}</p>`;
  return renderHostedPage({
    language: translator.language,
    title,
    stylesheets: ['hosted.css', 'approval.css'],
    bodyClass: 'approval',
    body: `<header class="approval-provider"><span class="approval-mark" aria-hidden="true"></span><span>${escapeHtml(t('threeDSecure.bank'))}</span></header>
<main>
<h1>${escapeHtml(title)}</h1>
${notice(translator, decided)}
<p>${escapeHtml(t('paymentSlip.bank.intro'))}</p>
<p class="approval-sandbox">${escapeHtml(t('approval.sandbox'))}</p>
${list}
</main>`,
  });
}
