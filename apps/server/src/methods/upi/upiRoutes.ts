import {
  UpiBodySchema,
  WaitingPaymentResponseSchema,
} from '@paypage/contract/methods/indianPayments';
import { WAITING_DETAILS } from '@paypage/contract/methods/waitingPayments';
import { LinkUuidParamsSchema } from '@paypage/contract/paymentLink';
import { withAcceptedTerms } from '@paypage/contract/payments';
import { invalidInput } from '../../http/problem';
import { paymentRoute } from '../../http/paymentRoute';
import type { PaymentLink } from '../../paymentLinks/paymentLink';
import { payableLink } from '../../payments/payableLink';
import { startPayment } from '../../payments/startPayment';
import {
  assertCurrency,
  payeeNameOf,
  waitingExpiryOf,
  waitingResponse,
} from '../../payments/waitingPayment';
import type { MethodRoutes } from '../methodRoutes';

/** What the payer's UPI app shows as the payment's note: the shop's reference of the order. */
const noteOf = (link: PaymentLink) =>
  (link.merchantReference ?? link.description ?? '').slice(0, 50);

/**
 * POST /public/upi/payment-link/{uuid}/transaction (SPEC §7), for the shared UPI page: with
 * paymentMethod UPI a collect request to the payer's UPI ID, approved in their UPI app; with
 * UPIQRCODE a QR code of a upi://pay intent to scan. Both then wait for the payer; the page
 * follows them with GET …/transaction/{transactionId}, whose details carry the QR code's
 * content and the expiry.
 */
export const upiRoutes: MethodRoutes = async (app, { services, gateway }) => {
  app.post(
    '/public/upi/payment-link/:uuid/transaction',
    paymentRoute({
      operationId: 'payByUpi',
      summary: 'Pay by UPI: a collect request to a UPI ID, or a UPI QR code',
      params: LinkUuidParamsSchema,
      body: withAcceptedTerms(UpiBodySchema),
      response: { 200: WaitingPaymentResponseSchema },
    }),
    async (request) => {
      const { body } = request;
      const method = body.paymentMethod;
      if (method === 'UPI' && !body.upiId) {
        throw invalidInput([{ field: 'body.upiId', message: 'is required for a collect request' }]);
      }
      if (method === 'UPIQRCODE' && body.upiId) {
        throw invalidInput([{ field: 'body.upiId', message: 'is not taken with a QR code' }]);
      }
      const link = await payableLink(services, request.params.uuid, method);
      assertCurrency(link, 'INR', method);
      const payeeName = await payeeNameOf(services, link);
      const expiresAt = waitingExpiryOf(link, method);
      const note = noteOf(link);
      const { tx, status, payment } = await startPayment(services, gateway, {
        link,
        method,
        acceptedTerms: body.acceptedTerms,
        rejectedField: method === 'UPI' ? 'body.upiId' : 'body',
        provider: () => ({
          details: {
            [WAITING_DETAILS.email]: body.email,
            [WAITING_DETAILS.phone]: body.phone,
            [WAITING_DETAILS.payeeName]: payeeName,
            ...(note ? { note } : {}),
            ...(body.upiId ? { [WAITING_DETAILS.payerUpiId]: body.upiId } : {}),
            expiresAt,
          },
        }),
      });
      return waitingResponse(tx, status, payment, expiresAt);
    },
  );
};
