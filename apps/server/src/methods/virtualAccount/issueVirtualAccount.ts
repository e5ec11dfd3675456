import { Compile } from 'typebox/compile';
import {
  VirtualAccountDetailsSchema,
  type VirtualAccountResponse,
} from '@paypage/contract/methods/virtualAccount';
import type { AcceptedTerms } from '@paypage/contract/payments';
import type { Gateway } from '../../gateway/gateway';
import { Problem } from '../../http/problem';
import type { PaymentLink } from '../../paymentLinks/paymentLink';
import { openPaymentOf } from '../../payments/openPayment';
import { assertMethodOffered, findLink } from '../../payments/payableLink';
import { startPayment, type StartedPayment } from '../../payments/startPayment';
import type { Services } from '../../services';

/** How long a virtual account waits for the transfer, unless the link expires first. */
export const DEPOSIT_HOURS = 72;

const accountDetails = Compile(VirtualAccountDetailsSchema);

/** Three days from now, or the link's own expiry if that comes first. */
function depositDeadline(link: PaymentLink, now: Date): string {
  const threeDays = now.getTime() + DEPOSIT_HOURS * 3_600_000;
  const linkEnds = link.expirationDate ? Date.parse(link.expirationDate) : Number.POSITIVE_INFINITY;
  return new Date(Math.min(threeDays, linkEnds)).toISOString();
}

function accountOf({ tx, payment, status }: StartedPayment): VirtualAccountResponse {
  const details = payment.details ?? tx.details;
  if (!accountDetails.Check(details)) {
    throw new Problem(502, 'GATEWAY_UNAVAILABLE', 'The payment provider opened no account');
  }
  return {
    transactionId: tx.id,
    status: status === 'PENDING' ? 'PENDING' : status === 'REFUSED' ? 'REFUSED' : 'COMPLETED',
    bankCode: details.bankCode,
    bankName: details.bankName,
    accountNumber: details.accountNumber,
    beneficiaryName: details.beneficiaryName,
    reference: details.reference,
    dueDate: details.dueDate,
    amount: tx.amount,
    currency: tx.currency,
  };
}

export function virtualAccounts(services: Services, gateway: Gateway) {
  return {
    /**
     * The link's virtual account: a new one while the link is VALID, or the one still waiting
     * for its transfer (a page opened again), which is answered again: one account per payment.
     */
    async issueOrResume(
      uuid: string,
      acceptedTerms: AcceptedTerms,
      now = new Date(),
    ): Promise<VirtualAccountResponse> {
      const link = await findLink(services, uuid);
      const open = await openPaymentOf(services, gateway, link, 'VIRTUALACCOUNT');
      if (open) return accountOf(open);
      services.linkStates.assertValid(link);
      await assertMethodOffered(services, link, 'VIRTUALACCOUNT');
      const merchant = await services.merchants.findById(link.merchantId);
      const started = await startPayment(services, gateway, {
        link,
        method: 'VIRTUALACCOUNT',
        acceptedTerms,
        rejectedField: 'params.uuid',
        provider: (tx) => ({
          details: {
            dueDate: depositDeadline(link, now),
            beneficiaryName: merchant?.name ?? link.merchantId,
            reference: link.merchantReference ?? tx.id,
          },
        }),
      });
      return accountOf(started);
    },
  };
}
