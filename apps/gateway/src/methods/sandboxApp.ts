import type { FastifyReply } from 'fastify';
import { WAITING_DETAILS } from '@paypage/contract/methods/waitingPayments';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { hostedPageCsp } from '../hosted/hostedPagePolicy';
import { formatAmount } from '../hosted/formatAmount';
import { renderHostedPage } from '../hosted/pages/hostedPage';
import type { MethodTextKey, Translator } from '../i18n/catalogues';
import type { SandboxPayment } from '../payments/sandboxPayment';
import { escapeHtml } from '../sandbox/html';
import type { GatewayDb } from '../store/database';
import { expiredIfOverdue } from '../payments/expiry';
import { findOpenPayments } from '../store/paymentsRepository';
import { approvalPath } from './gatewayMethod';

/**
 * The sandbox's stand-ins for the payer's phone: a UPI app, a Thai banking app. They list the
 * payments waiting for the payer and "scan" a QR code by its content (pasted, as a camera
 * would read it), and lead to the payment's approval page, where the payer pays or declines.
 * Plain forms, no script.
 */

export interface AppTexts {
  title: MethodTextKey;
  intro: MethodTextKey;
  scanHeading: MethodTextKey;
  scanLabel: MethodTextKey;
  scanHint: MethodTextKey;
  scanButton: MethodTextKey;
  notFound: MethodTextKey;
}

/** A whole page of its own (never framed), as the approval page is. */
export function sendHtml(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', hostedPageCsp({ frameAncestor: null }))
    .send(body);
}

export function renderAppPage(translator: Translator, texts: AppTexts, main: string): string {
  const title = translator.t(texts.title);
  return renderHostedPage({
    language: translator.language,
    title,
    stylesheets: ['hosted.css', 'approval.css'],
    bodyClass: 'approval',
    body: `<header class="approval-provider"><span class="approval-mark" aria-hidden="true"></span><span>${escapeHtml(title)}</span></header>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(translator.t(texts.intro))}</p>
<p class="approval-sandbox">${escapeHtml(translator.t('approval.sandbox'))}</p>
${main}
</main>`,
  });
}

/** The "camera": a field for a QR code's content and a button that opens its payment. */
export function renderScanForm(
  translator: Translator,
  texts: AppTexts,
  action: string,
  problem: boolean,
  typed = '',
): string {
  const { t } = translator;
  const describedBy = problem ? 'scan-hint scan-problem' : 'scan-hint';
  return `<section aria-labelledby="scan-heading">
<h2 id="scan-heading">${escapeHtml(t(texts.scanHeading))}</h2>
<form method="post" action="${escapeHtml(action)}">
<label class="approval-label" for="scan-payload">${escapeHtml(t(texts.scanLabel))}</label>
<p id="scan-hint" class="approval-hint">${escapeHtml(t(texts.scanHint))}</p>
${problem ? `<p id="scan-problem" class="approval-problem" role="alert">${escapeHtml(t(texts.notFound))}</p>` : ''}
<textarea id="scan-payload" name="payload" rows="4" required aria-describedby="${describedBy}"${problem ? ' aria-invalid="true"' : ''}>${escapeHtml(typed)}</textarea>
<div class="approval-actions"><button type="submit" class="primary">${escapeHtml(t(texts.scanButton))}</button></div>
</form>
</section>`;
}

/** The open payment of these methods whose QR code carries exactly this content. */
export async function paymentOfQrCode(
  db: GatewayDb,
  methods: readonly PaymentMethod[],
  payload: string,
): Promise<SandboxPayment | undefined> {
  const wanted = payload.trim();
  if (wanted === '') return undefined;
  const open = await stillOpenPayments(db, methods, 500);
  return open.find((payment) => payment.details?.[WAITING_DETAILS.qrPayload] === wanted);
}

/** The open payments of these methods, those past their expiry refused first (not listed). */
export async function stillOpenPayments(
  db: GatewayDb,
  methods: readonly PaymentMethod[],
  limit = 50,
): Promise<SandboxPayment[]> {
  const found = await findOpenPayments(db, methods, limit);
  const now = new Date();
  const checked = await Promise.all(found.map((payment) => expiredIfOverdue(db, payment, now)));
  return checked.filter((payment) => payment.status === 'RECEIVED' || payment.status === 'PENDING');
}

/** One waiting payment as the app lists it: amount, payee, and a link to decide it. */
export function renderPaymentItem(
  translator: Translator,
  payment: SandboxPayment,
  openLabel: MethodTextKey,
): string {
  const amount = formatAmount(payment.amount, payment.currency, translator.formattingLocale);
  const payee = String(payment.details?.[WAITING_DETAILS.payeeName] ?? '');
  return `<li class="approval-item"><span>${escapeHtml(payee)} · ${escapeHtml(amount)}</span>
<a href="${escapeHtml(approvalPath(payment.id))}">${escapeHtml(translator.t(openLabel))}</a></li>`;
}
