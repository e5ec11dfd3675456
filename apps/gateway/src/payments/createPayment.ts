import type { FieldError } from '@paypage/contract/errors';
import type { CreateGatewayPaymentBody } from '@paypage/contract/gatewayApi';
import { originOf } from '../hosted/publicAddress';
import { newPaymentId } from '../ids';
import { gatewayMethodOf } from './gatewayMethod';
import type { CreatePaymentResult, GatewayDeps, PaymentStart, StartContext } from './gatewayMethod';
import { findPaymentByReference, insertPayment } from './paymentsRepository';
import { enqueuePaymentUpdated } from '../webhooks/paymentUpdatedEvent';
import type { SandboxPayment } from './sandboxPayment';

/** The paying page's address a request names: a card's frames' origin, or where to return. */
function pageAddressOf(request: CreateGatewayPaymentBody): string {
  const card = request.card;
  return (card && 'allowedOrigin' in card ? card.allowedOrigin : request.returnUrl) ?? '';
}

/** Without a module of its own, a method's payment waits for the settle call. */
const WAIT_FOR_SETTLE: PaymentStart = { outcome: 'start', status: 'RECEIVED' };

/**
 * Creates a payment, or answers the one that already carries this reference: the service
 * retries after timeouts, and a provider must never hold two payments for one reference. The
 * method's module (methods/registry) decides how it starts: the card by its card at once, most
 * others PENDING with a page for the shopper, RECEIVED where nothing says otherwise.
 */
export async function createPayment(
  { db, address, methods, windows }: GatewayDeps,
  request: CreateGatewayPaymentBody,
  now: Date,
): Promise<CreatePaymentResult> {
  const fields = cardFieldProblems(request);
  if (fields.length > 0) return { outcome: 'invalid', fields };
  return db.transaction().execute(async (trx): Promise<CreatePaymentResult> => {
    const existing = await findPaymentByReference(trx, request.reference);
    if (existing) {
      const same =
        existing.amount === request.amount &&
        existing.currency === request.currency &&
        existing.method === request.method &&
        // A Bancontact checkout's payment gets its card later, at the checkout.
        (existing.method !== 'CARD' || existing.card?.token === request.card?.cardToken);
      return { outcome: same ? 'existing' : 'conflict', payment: existing };
    }
    const module = gatewayMethodOf(methods, request.method);
    const context: StartContext = {
      db: trx,
      request,
      paymentId: newPaymentId(),
      now,
      // Its hosted pages on the address the paying page reaches the gateway at.
      publicBaseUrl: address.forPage(originOf(pageAddressOf(request))),
      address,
      windows,
    };
    if (module?.create) return module.create(context);
    const start = module?.start ? await module.start(context) : WAIT_FOR_SETTLE;
    if (start.outcome === 'invalid') return start;
    const at = now.toISOString();
    const payment: SandboxPayment = {
      id: context.paymentId,
      reference: request.reference,
      status: start.status,
      method: request.method,
      amount: request.amount,
      currency: request.currency,
      returnUrl: request.returnUrl ?? null,
      locale: request.locale ?? null,
      transactionType: null,
      allowedOrigin: null,
      createdAt: at,
      updatedAt: at,
      ...(start.action ? { action: start.action } : {}),
      ...(start.details ? { details: start.details } : {}),
      ...(start.refusalReason ? { refusalReason: start.refusalReason } : {}),
      ...(start.expiresAt ? { expiresAt: start.expiresAt } : {}),
    };
    await insertPayment(trx, payment);
    // A payment that starts anywhere but RECEIVED is news for the service at once.
    if (payment.status !== 'RECEIVED') await enqueuePaymentUpdated(trx, payment, at);
    return { outcome: 'created', payment };
  });
}

/** Only a CARD payment takes a card, and a card's frames need a real origin. */
function cardFieldProblems(request: CreateGatewayPaymentBody): FieldError[] {
  if (request.method !== 'CARD' && request.card) {
    return [{ field: '/card', message: 'is only for CARD payments' }];
  }
  if (request.card && 'allowedOrigin' in request.card && !originOf(request.card.allowedOrigin)) {
    return [{ field: '/card/allowedOrigin', message: 'must be an http(s) origin' }];
  }
  return [];
}
