import type { VirtualAccountDetails } from '@paypage/contract/methods/virtualAccount';
import { koreanBankOf } from '@paypage/contract/methods/koreanBanks';
import { formatAmount } from '../../../hosted/formatAmount';
import {
  approvalFacts,
  renderApprovalFrame,
  sandboxNote,
} from '../../../hosted/approval/approvalFrame';
import { html, type Html } from '../../../hosted/html';
import type { Translator } from '../../../i18n/catalogues';
import type { SandboxPayment } from '../../../payments/sandboxPayment';

export const SANDBOX_BANK_PATH = '/hosted/virtual-accounts';
const sandboxBankAccountPath = (accountNumber: string) =>
  `${SANDBOX_BANK_PATH}/${encodeURIComponent(accountNumber)}`;

function page(translator: Translator, main: Html): string {
  return renderApprovalFrame({
    translator,
    title: translator.t('virtualAccount.bank.title'),
    main,
  });
}

const detailsOf = (payment: SandboxPayment) =>
  (payment.details ?? {}) as Partial<VirtualAccountDetails>;

function facts(translator: Translator, payment: SandboxPayment): Html {
  const { t, language } = translator;
  const details = detailsOf(payment);
  const bank = koreanBankOf(details.bankCode ?? '');
  const dueDate = details.dueDate
    ? // A Korean bank tells its deadlines in Korean time (24-hour clock), and says so.
      new Intl.DateTimeFormat(translator.formattingLocale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Asia/Seoul',
        timeZoneName: 'short',
      }).format(new Date(details.dueDate))
    : '';
  const rows: [string, string][] = [
    [t('virtualAccount.bank.bank'), bank ? (language === 'ko' ? bank.korean : bank.english) : ''],
    [t('virtualAccount.bank.accountNumber'), details.accountNumber ?? ''],
    [t('virtualAccount.bank.beneficiary'), details.beneficiaryName ?? ''],
    [
      t('approval.amount'),
      formatAmount(payment.amount, payment.currency, translator.formattingLocale),
    ],
    [t('virtualAccount.bank.dueDate'), dueDate],
  ];
  return approvalFacts(rows.filter(([, value]) => value !== ''));
}

/**
 * The sandbox bank's transfer form: the shopper types (or pastes) the virtual account's number
 * as in a banking app. A GET form, so the account's page has an address of its own.
 */
export function renderFindAccountPage(translator: Translator, notFound = false): string {
  const { t } = translator;
  const problem =
    notFound &&
    html`<p id="account-problem" class="approval-problem" role="alert">${t('virtualAccount.bank.notFound')}</p>`;
  return page(
    translator,
    html`<h1>${t('virtualAccount.bank.heading')}</h1>
<p>${t('virtualAccount.bank.intro')}</p>
${sandboxNote(translator)}
<form method="get" action="${SANDBOX_BANK_PATH}">
<div class="approval-field">
<label for="account-number">${t('virtualAccount.bank.accountNumber')}</label>
<input id="account-number" name="accountNumber" dir="ltr" inputmode="numeric" autocomplete="off" required${notFound && html` aria-invalid="true" aria-describedby="account-problem"`}>
</div>
${problem}
<div class="approval-actions">
<button type="submit" class="primary">${t('virtualAccount.bank.find')}</button>
</div>
</form>`,
  );
}

/** One open account: transfer its exact amount, or (sandbox) let its deadline come now. */
export function renderTransferPage(translator: Translator, payment: SandboxPayment): string {
  const { t } = translator;
  const accountNumber = detailsOf(payment).accountNumber ?? '';
  const amount = formatAmount(payment.amount, payment.currency, translator.formattingLocale);
  return page(
    translator,
    html`<h1>${t('virtualAccount.bank.heading')}</h1>
${sandboxNote(translator)}
${facts(translator, payment)}
<form method="post" action="${sandboxBankAccountPath(accountNumber)}">
<div class="approval-actions">
<button type="submit" name="decision" value="transfer" class="primary">${t('virtualAccount.bank.transfer', { amount })}</button>
<button type="submit" name="decision" value="expire">${t('virtualAccount.bank.expire')}</button>
</div>
</form>`,
  );
}

export type AccountOutcome = 'deposited' | 'expired' | 'closed';

const OUTCOME_TITLES = {
  deposited: 'virtualAccount.bank.sent',
  expired: 'virtualAccount.bank.expired',
  closed: 'approval.closed.title',
} as const;

/** After a transfer or an expiry, or an account no longer open: what happened, and where next. */
export function renderOutcomePage(
  translator: Translator,
  payment: SandboxPayment,
  outcome: AccountOutcome,
): string {
  const { t } = translator;
  return page(
    translator,
    html`<h1>${t(OUTCOME_TITLES[outcome])}</h1>
${facts(translator, payment)}
<p>${t('approval.done.backToPage')}</p>
<p><a href="${SANDBOX_BANK_PATH}">${t('virtualAccount.bank.another')}</a></p>`,
  );
}
