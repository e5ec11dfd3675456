import type { CreateCardSessionBody, GatewayCardSession } from '@paypage/contract/cardPayments';
import type { CreateGatewayPaymentBody, GatewayPayment } from '@paypage/contract/gatewayApi';
import { type Gateway, GatewayRejected, GatewayUnavailable } from '../src/gateway/gateway';

/**
 * A gateway whose behaviour the card token names: ct_frictionless…, ct_refused…, ct_challenge…,
 * ct_fingerprint…, ct_rejected… (refuses the request), ct_offline… (unreachable). Like the real
 * one it is idempotent by reference, and it counts calls so tests can prove one charge.
 */
export function fakeGateway(options: { delayMs?: number; sessionsDown?: boolean } = {}) {
  const payments = new Map<string, GatewayPayment>();
  const calls = {
    createPayment: 0,
    sessions: [] as CreateCardSessionBody[],
    payments: [] as CreateGatewayPaymentBody[],
  };
  const wait = () => new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));

  function payment(
    body: CreateGatewayPaymentBody,
    status: GatewayPayment['status'],
    action?: GatewayPayment['action'],
  ): GatewayPayment {
    const now = new Date().toISOString();
    return {
      id: `gp_${body.reference.replace(/[^A-Za-z0-9]/g, '')}`,
      reference: body.reference,
      status,
      method: body.method,
      amount: body.amount,
      currency: body.currency,
      createdAt: now,
      updatedAt: now,
      card: {
        token: body.card?.cardToken ?? 'ct_none',
        brand: 'VISA',
        firstDigits: '424242',
        lastDigits: '4242',
        expiryMonth: 12,
        expiryYear: new Date().getUTCFullYear() + 2,
        holder: 'Ana Example',
        issuingCountryCode: 'DE',
        authenticationStatus: 'Auth3ds2',
      },
      ...(action ? { action } : {}),
    };
  }

  const gateway: Gateway = {
    async createCardSession(body): Promise<GatewayCardSession> {
      calls.sessions.push(body);
      if (options.sessionsDown) throw new GatewayUnavailable('down');
      return {
        token: 'cs_session0001',
        integrationId: 'sandbox-hosted-card-form',
        expiresAt: new Date().toISOString(),
      };
    },
    async createPayment(body) {
      calls.createPayment++;
      calls.payments.push(body);
      await wait();
      const existing = payments.get(body.reference);
      if (existing) return existing;
      const token = body.card?.cardToken ?? '';
      if (token.startsWith('ct_offline')) throw new GatewayUnavailable('offline');
      if (token.startsWith('ct_rejected')) throw new GatewayRejected(400, 'unknown card token');
      const paid = body.card?.transactionType === 'preauth' ? 'AUTHORISED' : 'SUCCESS';
      const created = token.startsWith('ct_refused')
        ? payment(body, 'REFUSED')
        : token.startsWith('ct_challenge')
          ? payment(body, 'PENDING', { type: 'challenge', challenge: 'eyJhY3NVcmwiOiJ4In0' })
          : token.startsWith('ct_fingerprint')
            ? payment(body, 'PENDING', {
                type: 'threeDSMethod',
                fingerprint: 'eyJ0aHJlZURTIjoieCJ9',
              })
            : payment(body, paid);
      payments.set(body.reference, created);
      return created;
    },
    async findPayment(paymentId) {
      return [...payments.values()].find((p) => p.id === paymentId);
    },
    async findPaymentByReference(reference) {
      return payments.get(reference);
    },
    async continueThreeDSecure(paymentId, body) {
      const found = [...payments.values()].find((p) => p.id === paymentId);
      if (!found) throw new GatewayRejected(404, 'unknown payment');
      if (body.step === 'fingerprint' && found.card?.token.startsWith('ct_fingerprint')) {
        const next = {
          ...found,
          action: { type: 'challenge' as const, challenge: 'eyJjaGFsbGVuZ2UiOjF9' },
        };
        payments.set(found.reference, next);
        return next;
      }
      const { action: _done, ...rest } = found;
      const final: GatewayPayment = { ...rest, status: 'SUCCESS' };
      payments.set(found.reference, final);
      return final;
    },
  };
  return { gateway, calls, payments };
}
