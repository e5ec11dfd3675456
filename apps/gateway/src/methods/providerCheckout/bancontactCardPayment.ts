import type { CardTransactionType } from '@paypage/contract/paymentSettings';
import { isExpiryPast } from '../../hosted/assets/cardRules.js';
import { newThreeDSecureTransId } from '../../ids';
import { firstStep, threeDSecureStep } from '../card/payment/cardPaymentSteps';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import type { ShopperStepWindows } from '../../payments/shopperStepWindows';
import { findCard, setCardAuthenticationStatus } from '../card/tokens/cardsRepository';
import type { GatewayDb } from '../../store/database';
import { findPaymentById, updatePaymentState } from '../../payments/paymentsRepository';
import { insertThreeDSecure } from '../card/threeDSecure/threeDSecureRepository';
import { actionFor } from '../card/threeDSecure/threeDSecureData';
import { newThreeDSecureTransaction } from '../card/threeDSecure/threeDSecureTransaction';
import { enqueuePaymentUpdated } from '../../webhooks/paymentUpdatedEvent';
import type { CheckoutSession } from './checkoutSession';
import { attachCardToPayment } from './checkoutSessionsRepository';

/** Bancontact card payments are authorised and captured at once. */
const BANCONTACT_TRANSACTION_TYPE: CardTransactionType = 'preauthAndCapture';

export type CardPaymentAnswer =
  | { outcome: 'paying'; payment: SandboxPayment }
  | { outcome: 'invalid_card' }
  | { outcome: 'not_found' };

/**
 * The shopper's Bancontact card pays the checkout's payment: the same issuer rules and 3-D
 * Secure as a card payment (card/payment/cardPaymentSteps, card/threeDSecure/), on the payment the
 * session made. Its frames post to the checkout, on the gateway's own origin. Once a card pays,
 * a second one is not taken: the answer is the payment as the first left it.
 */
export async function payWithBancontactCard(
  db: GatewayDb,
  session: CheckoutSession,
  cardToken: string,
  now: Date,
  publicBaseUrl: string,
  windows: ShopperStepWindows,
): Promise<CardPaymentAnswer> {
  return db.transaction().execute(async (trx): Promise<CardPaymentAnswer> => {
    const payment = await findPaymentById(trx, session.paymentId);
    if (payment?.method !== 'BANCONTACT_CARD') return { outcome: 'not_found' };
    if (payment.status !== 'PENDING' || payment.card) return { outcome: 'paying', payment };
    const card = await findCard(trx, cardToken);
    if (!card || card.brand !== 'BCMC' || card.sessionToken !== session.cardSessionToken) {
      return { outcome: 'invalid_card' };
    }
    const at = now.toISOString();
    const expired = isExpiryPast({ month: card.expiryMonth, year: card.expiryYear }, now);
    const step = firstStep(card.testOutcome, BANCONTACT_TRANSACTION_TYPE, expired);
    await attachCardToPayment(trx, payment.id, {
      token: card.token,
      transactionType: BANCONTACT_TRANSACTION_TYPE,
      allowedOrigin: new URL(publicBaseUrl).origin,
    });
    const details = { cardBrand: 'BCMC', cardLastDigits: card.lastDigits };

    if (step.kind === 'threeDSecure') {
      const threeDSecure = newThreeDSecureTransaction(
        payment.id,
        step.stage,
        at,
        newThreeDSecureTransId,
      );
      await insertThreeDSecure(trx, threeDSecure);
      // Still PENDING, only the browser's next step is new: no webhook yet. From here the
      // bank's 3-D Secure window applies, as to any card payment.
      const changed = await updatePaymentState(trx, payment.id, {
        from: ['PENDING'],
        to: 'PENDING',
        at,
        action: actionFor(threeDSecure, step.stage, publicBaseUrl),
        details,
        expiresAt: windows.until(threeDSecureStep(step.stage), now),
      });
      return { outcome: 'paying', payment: changed ?? payment };
    }
    const changed = await updatePaymentState(trx, payment.id, {
      from: ['PENDING'],
      to: step.status,
      at,
      authenticationStatus: step.authenticationStatus,
      details,
      ...(step.refusalReason ? { refusalReason: step.refusalReason } : {}),
    });
    // The transaction holds the write lock, so the read above is still true; this is a guard.
    if (!changed) throw new Error(`Payment ${payment.id} changed while paying`);
    if (step.authenticationStatus !== 'NoAuth') {
      await setCardAuthenticationStatus(trx, card.token, step.authenticationStatus);
    }
    await enqueuePaymentUpdated(trx, changed, at);
    return { outcome: 'paying', payment: changed };
  });
}
