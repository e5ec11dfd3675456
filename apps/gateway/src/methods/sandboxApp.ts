import type { FastifyReply } from 'fastify';
import { WAITING_DETAILS } from '@paypage/contract/methods/waitingPayments';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { hostedPageCsp } from '../hosted/hostedPagePolicy';
import { formatAmount } from '../hosted/formatAmount';
import { renderApprovalFrame, sandboxNote } from '../hosted/approval/approvalFrame';
import { html, type Html } from '../hosted/html';
import type { MethodTextKey, Translator } from '../i18n/catalogues';
import type { SandboxPayment } from '../payments/sandboxPayment';
import type { GatewayDb } from '../store/database';
import { expiredIfOverdue } from '../payments/expiry';
import { findOpenPayments } from '../payments/paymentsRepository';
import { approvalPath } from '../payments/gatewayMethod';

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

export function renderAppPage(translator: Translator, texts: AppTexts, main: Html): string {
  const title = translator.t(texts.title);
  return renderApprovalFrame({
    translator,
    title,
    main: html`<h1>${title}</h1>
<p>${translator.t(texts.intro)}</p>
${sandboxNote(translator)}
${main}`,
  });
}

/** The "camera": a field for a QR code's content and a button that opens its payment. */
export function renderScanForm(
  translator: Translator,
  texts: AppTexts,
  action: string,
  problem: boolean,
  typed = '',
): Html {
  const { t } = translator;
  const describedBy = problem ? 'scan-hint scan-problem' : 'scan-hint';
  return html`<section aria-labelledby="scan-heading">
<h2 id="scan-heading">${t(texts.scanHeading)}</h2>
<form method="post" action="${action}">
<label class="approval-label" for="scan-payload">${t(texts.scanLabel)}</label>
<p id="scan-hint" class="approval-hint">${t(texts.scanHint)}</p>
${problem && html`<p id="scan-problem" class="approval-problem" role="alert">${t(texts.notFound)}</p>`}
<textarea id="scan-payload" name="payload" rows="4" required aria-describedby="${describedBy}"${problem && html` aria-invalid="true"`}>${typed}</textarea>
<div class="approval-actions"><button type="submit" class="primary">${t(texts.scanButton)}</button></div>
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
): Html {
  const amount = formatAmount(payment.amount, payment.currency, translator.formattingLocale);
  const payee = String(payment.details?.[WAITING_DETAILS.payeeName] ?? '');
  return html`<li class="approval-item"><span>${payee} · ${amount}</span>
<a href="${approvalPath(payment.id)}">${translator.t(openLabel)}</a></li>`;
}
