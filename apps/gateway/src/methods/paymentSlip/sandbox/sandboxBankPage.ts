import type { PaymentSlipDetails } from '@paypage/contract/methods/paymentSlip';
import { inGroupsOfFour } from '@paypage/contract/iban';
import { formatAmount } from '../../../hosted/formatAmount';
import {
  approvalFacts,
  renderApprovalFrame,
  sandboxNote,
} from '../../../hosted/approval/approvalFrame';
import { html, joinHtml, type Html } from '../../../hosted/html';
import type { Translator } from '../../../i18n/catalogues';
import type { SandboxPayment } from '../../../payments/sandboxPayment';
import type { StoredSlip } from '../slipsRepository';

export const SANDBOX_SLIPS_PATH = '/hosted/payment-slips';
const sandboxSlipPath = (paymentId: string) =>
  `${SANDBOX_SLIPS_PATH}/${encodeURIComponent(paymentId)}`;

/** The decisions of the sandbox bank's page, as its buttons post them. */
export const SLIP_DECISIONS = ['received', 'not-received'] as const;

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

function slipSection(translator: Translator, { payment, slip }: OpenSlip, index: number): Html {
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
  return html`<section aria-labelledby="${heading}">
<h2 id="${heading}">${inGroupsOfFour(slip.creditorReference)}</h2>
${approvalFacts(rows)}
<form method="post" action="${sandboxSlipPath(payment.id)}">
<div class="approval-actions">
<button type="submit" name="decision" value="received" class="primary">${t('paymentSlip.bank.received')}</button>
<button type="submit" name="decision" value="not-received">${t('paymentSlip.bank.notReceived')}</button>
</div>
</form>
</section>`;
}

/** What the last decision did, said once at the top of the list (role=status). */
function notice(translator: Translator, decided: OpenSlip | undefined): Html | undefined {
  if (!decided) return undefined;
  const { t } = translator;
  const reference = inGroupsOfFour(decided.slip.creditorReference);
  const key =
    decided.payment.status === 'SUCCESS'
      ? 'paymentSlip.bank.done.received'
      : decided.payment.status === 'REFUSED'
        ? 'paymentSlip.bank.done.notReceived'
        : 'paymentSlip.bank.done.open';
  return html`<p class="approval-sandbox" role="status">${t(key, { reference })}</p>`;
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
      ? joinHtml(
          open.map((item, index) => slipSection(translator, item, index)),
          '\n<hr>\n',
        )
      : html`<p>${t('paymentSlip.bank.none')}</p>`;
  return renderApprovalFrame({
    translator,
    title,
    provider: t('threeDSecure.bank'),
    main: html`<h1>${title}</h1>
${notice(translator, decided)}
<p>${t('paymentSlip.bank.intro')}</p>
${sandboxNote(translator)}
${list}`,
  });
}
