import type { PayToAccount } from '@paypage/contract/methods/payTo';
import { useNavigate } from 'react-router';
import { acceptedTermsOf } from '../../lib/payments/acceptedTerms';
import { usePayOnce } from '../../lib/payments/usePayOnce';
import { resultPath } from '../../lib/results/resultQuery';
import { removeSavedPayment } from '../../lib/storage/savedPayments';
import { payWithPayTo } from './payToApi';
import { agreementFailedPath, waitingPath } from './payToOutcome';

interface PayingLink {
  uuid: string;
  merchantId: string;
  termsAndConditionsUrl: string | null;
}

/**
 * Pressing the PayTo button (lib/payments/usePayOnce: one at a time, one Idempotency-Key per
 * account, the loader, the leave prompt, 409 → SPEC §8's page). SPEC §4: PENDING clears the
 * stored payment and goes to payto-transaction-created, where the page waits for the banking app.
 */
export function usePayToPayment(link: PayingLink) {
  const { uuid, merchantId } = link;
  const navigate = useNavigate();
  const { run, busy, terms } = usePayOnce(agreementFailedPath(uuid));

  function pay(account: Omit<PayToAccount, 'type'>) {
    return run(async (keyFor) => {
      const response = await payWithPayTo(
        merchantId,
        {
          paymentLinkId: uuid,
          asset: { type: 'PAYTO', ...account },
          paymentMethod: 'PAYTO',
          ...acceptedTermsOf(link),
        },
        keyFor(`payto ${account.payIdType} ${account.payId} ${account.accountName}`),
      );
      if (response.status === 'PENDING') {
        removeSavedPayment(uuid);
        await navigate(waitingPath(uuid, response.transactionId));
        return;
      }
      const paid = response.status === 'COMPLETED' || response.status === 'AUTHORIZED';
      const transaction = response.transactionId;
      await navigate(
        paid
          ? resultPath(uuid, { outcome: 'success', transaction })
          : agreementFailedPath(uuid, transaction),
      );
    });
  }

  return { pay, busy, terms };
}
