import type {
  CreateCardSessionBody,
  GatewayCardSession,
  ThreeDSecureResultBody,
} from '@paypage/contract/cardPayments';
import type { CreateGatewayPaymentBody, GatewayPayment } from '@paypage/contract/gatewayApi';
import { type Gateway, GatewayRejected, GatewayUnavailable } from './gateway';
import type { JsonAnswer } from './requestJson';
import { requestJson } from './requestJson';

const TIMEOUT_MS = 10_000;

/** The sandbox gateway's REST API, called with the service's API key. */
export function gatewayClient(options: { baseUrl: string; apiKey: string }): Gateway {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: JsonAnswer;
    try {
      response = await requestJson(
        method,
        `${options.baseUrl}${path}`,
        { authorization: `Bearer ${options.apiKey}` },
        body,
        TIMEOUT_MS,
      );
    } catch (error) {
      throw new GatewayUnavailable(`gateway ${path} unreachable`, { cause: error });
    }
    if (response.status >= 500)
      throw new GatewayUnavailable(`gateway ${path} answered ${response.status}`);
    const answer = response.body as (T & { message?: string }) | undefined;
    if (response.status < 200 || response.status >= 300)
      throw new GatewayRejected(response.status, answer?.message ?? `gateway ${path} refused`);
    return answer as T;
  }

  /** A lookup: the provider's 404 means it has no such payment. */
  async function find(path: string): Promise<GatewayPayment | undefined> {
    try {
      return await call<GatewayPayment>('GET', path);
    } catch (error) {
      if (error instanceof GatewayRejected && error.statusCode === 404) return undefined;
      throw error;
    }
  }

  return {
    findPayment: (paymentId: string) => find(`/v1/payments/${encodeURIComponent(paymentId)}`),
    findPaymentByReference: (reference: string) =>
      find(`/v1/payments?reference=${encodeURIComponent(reference)}`),
    createCardSession: (body: CreateCardSessionBody) =>
      call<GatewayCardSession>('POST', '/v1/card-sessions', body),
    createPayment: (body: CreateGatewayPaymentBody) =>
      call<GatewayPayment>('POST', '/v1/payments', body),
    continueThreeDSecure: (paymentId: string, body: ThreeDSecureResultBody) =>
      call<GatewayPayment>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/three-d-secure`,
        body,
      ),
    // Nothing to send but the payment's id: requestJson posts it with an empty JSON object.
    cancelPayment: (paymentId: string) =>
      call<GatewayPayment>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/cancel`),
    call,
  };
}
