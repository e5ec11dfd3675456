import type { RedirectResponse } from '@paypage/contract/methods/bankRedirect';
import { useCallback, useEffect, useState } from 'react';
import { recordTransactionEvent } from '../../lib/api/transactionEventApi';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { leaveForProvider } from '../../lib/payments/leaveForProvider';
import { usePayOnce } from '../../lib/payments/usePayOnce';
import { resultPath } from '../../lib/results/resultQuery';
import type { BankRedirectMethod } from './methodsAtTheBank';

const WEB_ADDRESS = /^https?:\/\//i;

/**
 * Pressing the button that sends the shopper to the bank: one payment at a time with its
 * Idempotency-Key and loader (lib/payments/usePayOnce), the leaving recorded as the payment's
 * event (SPEC §7), then the browser goes to the bank. It goes only once usePayOnce has let go,
 * so its prompt against leaving while money moves does not stop the browser at its own door.
 */
export function useLeaveForBank(method: BankRedirectMethod) {
  const { uuid } = usePaymentLink();
  const { run, busy, terms } = usePayOnce(
    resultPath(uuid, { outcome: 'failure', variant: 'retry' }),
  );
  const [bank, setBank] = useState<string>();

  useEffect(() => {
    if (bank && !busy) leaveForProvider(uuid, bank);
  }, [bank, busy, uuid]);

  const leave = useCallback(
    (start: (idempotencyKey: string) => Promise<RedirectResponse>, subject: string) =>
      run(async (keyFor) => {
        const { redirectUrl, paymentUuid } = await start(keyFor(subject));
        // Only a web address may become the browser's next page (never javascript: or data:).
        if (!WEB_ADDRESS.test(redirectUrl)) throw new Error('The bank’s address is not a web page');
        await recordTransactionEvent(paymentUuid, method).catch((error: unknown) =>
          console.error(error),
        );
        setBank(redirectUrl);
      }),
    [method, run],
  );

  return { leave, busy: busy || bank !== undefined, leaving: bank !== undefined, terms };
}
