import type {
  CardPaymentDetails,
  GatewayAction,
  OffSessionCardDetails,
} from '@paypage/contract/cardPayments';
import type { FieldError } from '@paypage/contract/errors';
import type { CreateGatewayPaymentBody } from '@paypage/contract/gatewayApi';
import { originOf } from '../../../hosted/publicAddress';
import { isExpiryPast } from '../../../hosted/assets/cardRules.js';
import type { PublicAddress } from '../../../hosted/publicAddress';
import { newPaymentId, newThreeDSecureTransId } from '../../../ids';
import { findCard, setCardAuthenticationStatus } from '../tokens/cardsRepository';
import type { GatewayDb } from '../../../store/database';
import { findPaymentById, insertPayment } from '../../../payments/paymentsRepository';
import { insertThreeDSecure } from '../threeDSecure/threeDSecureRepository';
import { actionFor } from '../threeDSecure/threeDSecureData';
import type { ThreeDSecureTransaction } from '../threeDSecure/threeDSecureTransaction';
import { newThreeDSecureTransaction } from '../threeDSecure/threeDSecureTransaction';
import { enqueuePaymentUpdated } from '../../../webhooks/paymentUpdatedEvent';
import { firstStep, offSessionStep, threeDSecureStep } from './cardPaymentSteps';
import type { SandboxPayment } from '../../../payments/sandboxPayment';
import type { ShopperStepWindows } from '../../../payments/shopperStepWindows';

export type CardPaymentResult =
  { outcome: 'created'; payment: SandboxPayment } | { outcome: 'invalid'; fields: FieldError[] };

/**
 * A card payment, decided by its card at once: final (frictionless or refused), or PENDING with
 * the first 3-D Secure step for the shopper's browser. Runs inside the caller's transaction, and
 * enqueues the webhook of the status it starts in.
 */
export async function createCardPayment(
  db: GatewayDb,
  request: CreateGatewayPaymentBody,
  details: CardPaymentDetails | OffSessionCardDetails,
  now: Date,
  address: PublicAddress,
  windows: ShopperStepWindows,
): Promise<CardPaymentResult> {
  const card = await findCard(db, details.cardToken);
  if (!card) {
    return {
      outcome: 'invalid',
      fields: [{ field: '/card/cardToken', message: 'is not a card of this gateway' }],
    };
  }
  // A Bancontact card is typed into a Bancontact checkout and pays only there.
  if (card.brand === 'BCMC') {
    return {
      outcome: 'invalid',
      fields: [{ field: '/card/cardToken', message: 'is a Bancontact card of a checkout' }],
    };
  }
  const brand = card.brand;
  const at = now.toISOString();
  const id = newPaymentId();
  const expired = isExpiryPast({ month: card.expiryMonth, year: card.expiryYear }, now);
  // A merchant-initiated charge of a saved card has no shopper to authenticate (SCA exempt).
  const offSession = 'initiator' in details;
  const step = offSession
    ? offSessionStep(card.testOutcome, details.transactionType, expired)
    : firstStep(card.testOutcome, details.transactionType, expired);

  let threeDSecure: ThreeDSecureTransaction | undefined;
  let action: GatewayAction | undefined;
  if (step.kind === 'threeDSecure') {
    threeDSecure = newThreeDSecureTransaction(id, step.stage, at, newThreeDSecureTransId);
    // Frames for the page that pays, on the address that page reaches the gateway at.
    const pageOrigin = 'allowedOrigin' in details ? originOf(details.allowedOrigin) : null;
    action = actionFor(threeDSecure, step.stage, address.forPage(pageOrigin));
  }
  const authenticationStatus = step.kind === 'final' ? step.authenticationStatus : 'NoAuth';

  const payment: SandboxPayment = {
    id,
    reference: request.reference,
    status: step.kind === 'final' ? step.status : 'PENDING',
    method: request.method,
    amount: request.amount,
    currency: request.currency,
    returnUrl: request.returnUrl ?? null,
    locale: request.locale ?? null,
    transactionType: details.transactionType,
    allowedOrigin: offSession ? null : originOf(details.allowedOrigin),
    createdAt: at,
    updatedAt: at,
    card: {
      token: card.token,
      brand,
      firstDigits: card.firstDigits,
      lastDigits: card.lastDigits,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      holder: card.holder,
      issuingCountryCode: card.issuingCountryCode,
      authenticationStatus,
    },
    ...(action ? { action } : {}),
    ...(step.kind === 'final' && step.refusalReason ? { refusalReason: step.refusalReason } : {}),
    // 3-D Secure waits on the shopper's browser: the step runs out like the ACS's.
    ...(step.kind === 'threeDSecure'
      ? { expiresAt: windows.until(threeDSecureStep(step.stage), now) }
      : {}),
  };
  await insertPayment(db, payment);
  if (threeDSecure) await insertThreeDSecure(db, threeDSecure);
  if (authenticationStatus !== 'NoAuth') {
    await setCardAuthenticationStatus(db, card.token, authenticationStatus);
  }
  const stored = (await findPaymentById(db, id)) ?? payment;
  await enqueuePaymentUpdated(db, stored, at);
  return { outcome: 'created', payment: stored };
}
