import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import type {
  CaptureChargeBody,
  CreateRefundBody,
  Refund,
} from '@paypage/contract/merchantCharges';
import { type Gateway, GatewayRejected } from '../gateway/gateway';
import {
  askPaymentChange,
  overAmount,
  providerRefusal as refusalOf,
  refundIdFor,
} from '../gateway/paymentChangeCalls';
import { Problem } from '../http/problem';
import { nowIso } from '../ids';
import type { Merchant } from '../merchants/merchant';
import type { Services } from '../services';
import type { StoredCharge } from './chargesRepository';
import { settleCharge } from './settleCharge';

/** Another merchant's charge answers 404, exactly as one that does not exist. */
export async function ownCharge(
  services: Services,
  merchant: Merchant,
  chargeId: string,
): Promise<StoredCharge> {
  const charge = await services.charges.findById(chargeId);
  if (!charge || charge.merchantId !== merchant.id) {
    throw new Problem(404, 'CHARGE_NOT_FOUND', 'No charge has this id');
  }
  return charge;
}

const stateConflict = (message: string) => new Problem(409, 'CHARGE_STATE_CONFLICT', message);

const providerRefusal = (what: string) => refusalOf(what, stateConflict);

export function chargeChanges(services: Services, gateway: Gateway) {
  async function afterProvider(charge: StoredCharge, payment: GatewayPayment) {
    await settleCharge(services, charge, payment);
    return (await services.charges.findById(charge.id)) ?? charge;
  }

  return {
    /** Takes all or part of an authorisation, once. */
    async capture(merchant: Merchant, chargeId: string, body: CaptureChargeBody) {
      const charge = await ownCharge(services, merchant, chargeId);
      if (charge.status !== 'AUTHORIZED') {
        throw stateConflict(`A ${charge.status} charge cannot be captured`);
      }
      const amount = body.amount ?? charge.amount;
      if (amount > charge.amount) throw overAmount(charge.amount, 'capture');
      // Should the answer be lost (an outage), the reconciler asks the provider what it did.
      await services.charges.markChangeAsked(charge.id);
      const payment = await askPaymentChange(gateway, charge.gatewayPaymentId, 'capture', {
        amount,
      }).catch(providerRefusal('capture'));
      return afterProvider(charge, payment);
    },

    /** Releases an authorisation nothing was captured of. */
    async void(merchant: Merchant, chargeId: string) {
      const charge = await ownCharge(services, merchant, chargeId);
      if (charge.status !== 'AUTHORIZED') {
        throw stateConflict(`A ${charge.status} charge cannot be voided`);
      }
      await services.charges.markChangeAsked(charge.id);
      const payment = await askPaymentChange(gateway, charge.gatewayPaymentId, 'void', {}).catch(
        providerRefusal('void'),
      );
      return afterProvider(charge, payment);
    },

    /**
     * Gives back all that is left (no amount) or part of it. The refund's id comes from the
     * Idempotency-Key, so a retry after a lost answer asks the provider for the same refund.
     */
    async refund(
      merchant: Merchant,
      chargeId: string,
      body: CreateRefundBody,
      idempotencyKey: string,
    ): Promise<Refund> {
      const charge = await ownCharge(services, merchant, chargeId);
      if (charge.status !== 'COMPLETED') {
        throw stateConflict(`A ${charge.status} charge has nothing taken to refund`);
      }
      const refunds = await services.charges.listRefunds(charge.id);
      const id = refundIdFor(charge.id, idempotencyKey);
      const left =
        charge.capturedAmount -
        refunds.filter((r) => r.id !== id).reduce((sum, refund) => sum + refund.amount, 0);
      if (left <= 0) throw stateConflict('This charge is refunded in full already');
      const amount = body.amount ?? left;
      if (amount > left) throw overAmount(left, 'refund');
      const now = nowIso();
      if (!refunds.some((r) => r.id === id)) {
        await services.charges.insertRefund({
          id,
          chargeId: charge.id,
          amount,
          currency: charge.currency,
          status: 'PENDING',
          reason: body.reason ?? null,
          createdAt: now,
          updatedAt: now,
        });
      }
      const payment = await askPaymentChange(gateway, charge.gatewayPaymentId, 'refunds', {
        reference: id,
        amount,
      }).catch(async (error: unknown) => {
        if (error instanceof GatewayRejected) await services.charges.deleteRefund(id);
        return providerRefusal('refund')(error);
      });
      await afterProvider(charge, payment);
      const refund = (await services.charges.listRefunds(charge.id)).find((r) => r.id === id);
      if (!refund) throw stateConflict('The refund was not made');
      const { gatewayRefundId: _g, ...answer } = refund;
      return answer;
    },
  };
}
