import type { CreateChargeBody } from '@paypage/contract/merchantCharges';
import { type Gateway, GatewayRejected, GatewayUnavailable } from '../gateway/gateway';
import { invalidInput, Problem } from '../http/problem';
import { newId, nowIso } from '../ids';
import type { Merchant } from '../merchants/merchant';
import type { SavedAssetCharge } from '../methods/savedAssetCharge';
import type { Services } from '../services';
import type { StoredCharge } from './chargesRepository';
import { settleCharge } from './settleCharge';

export interface ChargeRequest {
  merchant: Merchant;
  body: CreateChargeBody;
  idempotencyKey: string;
}

/**
 * A merchant's charge of a consumer's saved asset, without the consumer (decision record 0024).
 * At most one payment per Idempotency-Key: the idempotency store answers replays and refuses a
 * request still in flight, the charges table holds one charge per merchant and key, and the
 * provider is asked by the charge's id, so even a retry after a crash makes no second payment.
 */
export async function createCharge(
  services: Services,
  gateway: Gateway,
  chargers: readonly SavedAssetCharge[],
  { merchant, body, idempotencyKey }: ChargeRequest,
): Promise<StoredCharge> {
  const owner = { merchantId: merchant.id, consumerReference: body.consumerReference };
  const asset = await services.assets.findLive(owner, body.assetId);
  if (!asset) {
    throw new Problem(404, 'ASSET_NOT_FOUND', 'This consumer has no saved asset with this id', [
      { field: 'body.assetId', message: 'is not a saved asset of this consumer' },
    ]);
  }
  const charger = chargers.find((candidate) => candidate.assetType === asset.type);
  const capture = body.capture ?? 'AUTOMATIC';
  const request = charger?.providerRequest(asset, capture);
  if (!charger || !request) {
    throw invalidInput([{ field: 'body.assetId', message: 'cannot be charged by the merchant' }]);
  }
  const problems = charger.problems(body);
  if (problems.length > 0) throw invalidInput(problems);

  const now = nowIso();
  const fresh: StoredCharge = {
    id: newId('ch'),
    merchantId: merchant.id,
    consumerReference: body.consumerReference,
    assetId: body.assetId,
    assetType: asset.type,
    paymentMethod: charger.method,
    amount: body.amount,
    currency: body.currency,
    description: body.description,
    merchantReference: body.merchantReference ?? null,
    capture,
    status: 'PENDING',
    capturedAmount: 0,
    refusalReason: null,
    details: null,
    gatewayPaymentId: null,
    idempotencyKey,
    createdAt: now,
    updatedAt: now,
  };
  const charge = (await services.charges.insert(fresh))
    ? fresh
    : await services.charges.findByIdempotencyKey(merchant.id, idempotencyKey);
  // The key's first request died before answering: this retry finishes that same charge.
  if (!charge) throw new Problem(409, 'IDEMPOTENCY_KEY_IN_USE', 'Try again with this key');
  if (charge.gatewayPaymentId && charge.status !== 'PENDING') return charge;

  const payment = await gateway
    .createPayment({
      reference: charge.id,
      amount: charge.amount,
      currency: charge.currency,
      method: charger.method,
      ...request,
    })
    .catch((error: unknown) => refused(services, charge, error));
  await services.charges.setGatewayPaymentId(charge.id, payment.id);
  await settleCharge(services, charge, payment, { announcePending: true });
  return (await services.charges.findById(charge.id)) ?? charge;
}

/** The provider refused the request itself (an unknown card token …): no payment exists there. */
async function refused(services: Services, charge: StoredCharge, error: unknown): Promise<never> {
  if (error instanceof GatewayRejected) {
    await services.charges.moveIf(charge.id, 'PENDING', {
      status: 'REFUSED',
      capturedAmount: 0,
      refusalReason: 'PROVIDER_REJECTED',
    });
    throw invalidInput([
      { field: 'body.assetId', message: `was refused by the payment provider: ${error.message}` },
    ]);
  }
  if (error instanceof GatewayUnavailable) {
    throw new Problem(
      502,
      'GATEWAY_UNAVAILABLE',
      'The payment provider did not answer; retry with the same Idempotency-Key',
    );
  }
  throw error;
}
