import type { CreateCardSessionBody, GatewayCardSession } from '@paypage/contract/cardPayments';
import {
  FINAL_GATEWAY_STATUSES,
  type CreateGatewayPaymentBody,
  type GatewayPayment,
} from '@paypage/contract/gatewayApi';
import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import { type Gateway, GatewayRejected, GatewayUnavailable } from '../gateway/gateway';

/** A method's own provider call (gateway.call), answered by a test: `POST /v1/sepa/mandates`. */
export type FakeCall = (body: unknown) => unknown;

interface Modification {
  amount?: number;
  reference?: string;
}

export interface FakeGatewayOptions {
  delayMs?: number;
  sessionsDown?: boolean;
  /** How a payment of another method than the card starts; RECEIVED unless a test says. */
  startOther?: (body: CreateGatewayPaymentBody) => Partial<GatewayPayment>;
  /** Answers to method-specific calls, by "VERB /path". Anything else is refused (404). */
  calls?: Record<string, FakeCall>;
}

/**
 * A gateway whose behaviour the card token names: ct_frictionless…, ct_refused…, ct_challenge…,
 * ct_fingerprint…, ct_rejected… (refuses the request), ct_offline… (unreachable). Other methods
 * start RECEIVED (or as `startOther` says) and a test decides them with `decide()`, or with
 * `decideIfOpen()` as a bank racing a cancel would. Like the real one it is idempotent by
 * reference, cancels only a payment that waits on the shopper (3-D Secure steps wait; other
 * methods when `startOther` says `waitsOnShopper`), and counts calls so tests can prove one charge.
 */
export function fakeGateway(options: FakeGatewayOptions = {}) {
  const payments = new Map<string, GatewayPayment>();
  const calls = {
    createPayment: 0,
    cancelPayment: 0,
    sessions: [] as CreateCardSessionBody[],
    payments: [] as CreateGatewayPaymentBody[],
    other: [] as { verb: string; path: string; body: unknown }[],
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
      ...(body.card ? { card: cardOf(body.card.cardToken) } : {}),
      ...(action ? { action } : {}),
    };
  }

  function cardOf(token: string): NonNullable<GatewayPayment['card']> {
    return {
      token,
      brand: 'VISA',
      firstDigits: '424242',
      lastDigits: '4242',
      expiryMonth: 12,
      expiryYear: new Date().getUTCFullYear() + 2,
      holder: 'Ana Example',
      issuingCountryCode: 'DE',
      authenticationStatus: 'Auth3ds2',
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
      if (!body.card) {
        const started: GatewayPayment = {
          ...payment(body, 'RECEIVED'),
          ...options.startOther?.(body),
        };
        payments.set(body.reference, started);
        return started;
      }
      const token = body.card.cardToken;
      if (token.startsWith('ct_offline')) throw new GatewayUnavailable('offline');
      if (token.startsWith('ct_rejected')) throw new GatewayRejected(400, 'unknown card token');
      const paid = body.card?.transactionType === 'preauth' ? 'AUTHORISED' : 'SUCCESS';
      const created = token.startsWith('ct_refused')
        ? payment(body, 'REFUSED')
        : token.startsWith('ct_challenge')
          ? waiting(
              payment(body, 'PENDING', { type: 'challenge', challenge: 'eyJhY3NVcmwiOiJ4In0' }),
            )
          : token.startsWith('ct_fingerprint')
            ? waiting(
                payment(body, 'PENDING', {
                  type: 'threeDSMethod',
                  fingerprint: 'eyJ0aHJlZURTIjoieCJ9',
                }),
              )
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
    async cancelPayment(paymentId) {
      calls.cancelPayment++;
      await wait();
      const found = [...payments.values()].find((p) => p.id === paymentId);
      if (!found) throw new GatewayRejected(404, 'unknown payment');
      // Decided already (paid first, or refused), or past the shopper's step: as it stands.
      if (FINAL_GATEWAY_STATUSES.includes(found.status) || !found.waitsOnShopper) return found;
      return settle(found, { status: 'REFUSED', refusalReason: REFUSAL_REASONS.cancelled });
    },
    async call<T>(verb: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
      calls.other.push({ verb, path, body });
      await wait();
      const change = /^\/v1\/payments\/([^/]+)\/(capture|void|refunds)$/.exec(path);
      if (verb === 'POST' && change) {
        return modify(change[1] as string, change[2] as string, (body ?? {}) as Modification) as T;
      }
      const answer = options.calls?.[`${verb} ${path}`];
      if (!answer) throw new GatewayRejected(404, `no fake answer for ${verb} ${path}`);
      return answer(body) as T;
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
      const { action: _done, waitsOnShopper: _waited, ...rest } = found;
      const final: GatewayPayment = { ...rest, status: 'SUCCESS' };
      payments.set(found.reference, final);
      return final;
    },
  };
  /** Capture, void and refunds, by the rules of the real gateway (its tests prove them). */
  function modify(paymentId: string, action: string, body: Modification): GatewayPayment {
    const found = [...payments.values()].find((p) => p.id === paymentId);
    if (!found) throw new GatewayRejected(404, 'unknown payment');
    const now = new Date().toISOString();
    const save = (next: GatewayPayment) => {
      payments.set(found.reference, { ...next, updatedAt: now });
      return payments.get(found.reference) as GatewayPayment;
    };
    if (action === 'capture') {
      const amount = body.amount ?? found.amount;
      if (found.status === 'SUCCESS' && found.capturedAmount === amount) return found;
      if (found.status !== 'AUTHORISED') throw new GatewayRejected(409, 'not capturable');
      if (amount > found.amount) throw new GatewayRejected(422, 'more than authorised');
      return save({ ...found, status: 'SUCCESS', capturedAmount: amount });
    }
    if (action === 'void') {
      if (found.status === 'CANCELLED') return found;
      if (found.status !== 'AUTHORISED') throw new GatewayRejected(409, 'not voidable');
      return save({ ...found, status: 'CANCELLED' });
    }
    const refunds = found.refunds ?? [];
    if (refunds.some((refund) => refund.reference === body.reference)) return found;
    if (found.status !== 'SUCCESS') throw new GatewayRejected(409, 'nothing taken');
    const refunded = found.refundedAmount ?? 0;
    const amount = body.amount ?? 0;
    if (refunded + amount > (found.capturedAmount ?? found.amount)) {
      throw new GatewayRejected(422, 'more than is left to refund');
    }
    const refund = {
      id: `gr_${String(body.reference)}`,
      reference: String(body.reference),
      amount,
      status: found.method === 'SEPA_DD' ? ('PENDING' as const) : ('SUCCESS' as const),
      createdAt: now,
      updatedAt: now,
    };
    return save({ ...found, refundedAmount: refunded + amount, refunds: [...refunds, refund] });
  }

  /** A payment that waits on the shopper's step, as the gateway marks it. */
  function waiting(open: GatewayPayment): GatewayPayment {
    return { ...open, waitsOnShopper: true };
  }

  /** A payment decided: no step waits any more. */
  function settle(found: GatewayPayment, change: Partial<GatewayPayment>): GatewayPayment {
    const { action: _done, waitsOnShopper: _waited, ...rest } = found;
    const decided = { ...rest, ...change, updatedAt: new Date().toISOString() };
    payments.set(found.reference, decided);
    return decided;
  }

  /**
   * The bank decides a payment only if it is still open, as the real gateway's conditional
   * update does: a cancel that came first wins, and undefined tells the caller it lost.
   */
  function decideIfOpen(
    reference: string,
    change: Partial<GatewayPayment>,
  ): GatewayPayment | undefined {
    const found = payments.get(reference);
    if (!found) throw new Error(`no payment for ${reference}`);
    if (FINAL_GATEWAY_STATUSES.includes(found.status)) return undefined;
    return settle(found, change);
  }

  /** The provider decides a payment, as the shopper's bank would (no webhook is sent). */
  function decide(reference: string, change: Partial<GatewayPayment>): GatewayPayment {
    const found = payments.get(reference);
    if (!found) throw new Error(`no payment for ${reference}`);
    const decided = { ...found, ...change, updatedAt: new Date().toISOString() };
    payments.set(reference, decided);
    return decided;
  }
  return { gateway, calls, payments, decide, decideIfOpen };
}
