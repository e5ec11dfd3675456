import type { PublicAddress } from '../../../hosted/publicAddress';
import type { GatewayDb } from '../../../store/database';
import { findCard } from '../tokens/cardsRepository';
import { findPaymentById } from '../../../payments/paymentsRepository';
import { findThreeDSecureByServerTransId, recordMethodCollected } from './threeDSecureRepository';
import type { SandboxPayment } from '../../../payments/sandboxPayment';
import {
  decodeBase64UrlJson,
  encodeBase64UrlJson,
  THREE_DS_METHOD_NOTIFICATION_PATH,
} from './threeDSecureData';
import type { ThreeDSecureTransaction } from './threeDSecureTransaction';

export type MethodResult =
  | { outcome: 'invalid' }
  /** Collected: the frame goes on to the notification URL with this threeDSMethodData. */
  | {
      outcome: 'collected';
      payment: SandboxPayment;
      notificationUrl: string;
      notificationData: string;
    }
  /** The method-timeout test card: the ACS never answers, so the page's timeout decides. */
  | { outcome: 'silent'; payment: SandboxPayment };

async function transactionOf(
  db: GatewayDb,
  serverTransId: unknown,
): Promise<{ transaction: ThreeDSecureTransaction; payment: SandboxPayment } | undefined> {
  if (typeof serverTransId !== 'string') return undefined;
  const transaction = await findThreeDSecureByServerTransId(db, serverTransId);
  const payment = transaction && (await findPaymentById(db, transaction.paymentId));
  return transaction && payment ? { transaction, payment } : undefined;
}

/**
 * The ACS's 3DS method: the browser posted threeDSMethodData into a hidden frame; the sandbox
 * "fingerprints" the device by recording that it came. Only our own notification URL is
 * accepted, since the answer page posts the frame on to it.
 */
export async function collectMethod(
  db: GatewayDb,
  threeDSMethodData: string,
  address: PublicAddress,
  now: Date,
): Promise<MethodResult> {
  const data = decodeBase64UrlJson(threeDSMethodData);
  const found = await transactionOf(db, data?.threeDSServerTransID);
  if (!found) return { outcome: 'invalid' };
  // The address the payment's fingerprint data named (threeDSecureData.ts), nothing else.
  const publicBaseUrl = address.forPage(found.payment.allowedOrigin);
  const notificationUrl = `${publicBaseUrl}${THREE_DS_METHOD_NOTIFICATION_PATH}`;
  if (data?.threeDSMethodNotificationURL !== notificationUrl) return { outcome: 'invalid' };
  const card = found.payment.card && (await findCard(db, found.payment.card.token));
  if (card?.testOutcome === 'method-timeout') return { outcome: 'silent', payment: found.payment };
  await recordMethodCollected(db, found.transaction.serverTransId, now.toISOString());
  return {
    outcome: 'collected',
    payment: found.payment,
    notificationUrl,
    notificationData: encodeBase64UrlJson({
      threeDSServerTransID: found.transaction.serverTransId,
    }),
  };
}

export type NotificationResult =
  | { outcome: 'invalid' }
  | { outcome: 'completed'; payment: SandboxPayment; threeDSServerTransID: string };

/** The 3DS server's notification URL: the method is done, the page may carry on. */
export async function methodNotification(
  db: GatewayDb,
  threeDSMethodData: string,
): Promise<NotificationResult> {
  const found = await transactionOf(
    db,
    decodeBase64UrlJson(threeDSMethodData)?.threeDSServerTransID,
  );
  if (!found) return { outcome: 'invalid' };
  return {
    outcome: 'completed',
    payment: found.payment,
    threeDSServerTransID: found.transaction.serverTransId,
  };
}
