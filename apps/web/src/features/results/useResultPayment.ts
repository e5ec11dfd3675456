import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { useEffect, useState } from 'react';
import { isApiError } from '../../lib/api/apiError';
import { forgetOpeningAnswer, openingAnswer } from '../../lib/api/openingReads';
import { getLatestPayment } from '../../lib/api/latestPaymentApi';
import { getPaymentStatus } from '../../lib/api/paymentStatusApi';
import { FIRST_POLL_DELAY_MS, MAX_POLL_DELAY_MS } from '../../lib/payments/usePaymentOutcome';
import { resultPaymentPath } from '../../lib/results/resultPayment';
import { TRANSACTION_QUERY } from '../../lib/results/resultQuery';

const BACK_OFF = 1.5;
/** No such payment of this link (404), or an id that is no id (400): nothing to say about it. */
const NO_SUCH_PAYMENT = [400, 404];

export type ResultPayment =
  { kind: 'checking' } | { kind: 'found'; payment: PaymentStatusResponse } | { kind: 'none' };

const pathOf = (uuid: string, named: string | undefined) =>
  resultPaymentPath(uuid, new URLSearchParams(named ? { [TRANSACTION_QUERY]: named } : {}));

/** Read before the first render (the service's drawing, the prepared link): shown at once. */
function readAlready(uuid: string, named: string | undefined): ResultPayment {
  const payment = openingAnswer<PaymentStatusResponse>(pathOf(uuid, named));
  return payment ? { kind: 'found', payment } : { kind: 'checking' };
}

/**
 * The payment a result page is about: the one its address names, else the link's latest. Read
 * before the page says anything (read before the first render, it shows at once, and is read
 * again as the page opens, in case it moved on since); a failed read (the network, the
 * service) is read again with back-off rather than guessed at. `wanted` false: the page needs
 * none (it shows what the visit itself did). A page about another payment is another page
 * (checkedResult keys it by the payment).
 */
export function useResultPayment(
  uuid: string,
  named: string | undefined,
  wanted = true,
): ResultPayment {
  const [look, setLook] = useState<ResultPayment>(() => readAlready(uuid, named));
  useEffect(() => {
    // Served the opening render only: the payment may move on before the page shows again.
    forgetOpeningAnswer(pathOf(uuid, named));
    if (!wanted) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_POLL_DELAY_MS;
    async function read() {
      try {
        const payment = await (named ? getPaymentStatus(uuid, named) : getLatestPayment(uuid));
        if (!stopped) setLook({ kind: 'found', payment });
      } catch (error) {
        if (stopped) return;
        if (isApiError(error) && NO_SUCH_PAYMENT.includes(error.status)) {
          setLook({ kind: 'none' });
          return;
        }
        console.error(error);
        timer = setTimeout(() => void read(), delay);
        delay = Math.min(delay * BACK_OFF, MAX_POLL_DELAY_MS);
      }
    }
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [uuid, named, wanted]);
  return look;
}
