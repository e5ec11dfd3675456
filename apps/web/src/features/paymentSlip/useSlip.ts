import type { PaymentSlipResponse } from '@paypage/contract/methods/paymentSlip';
import { useCallback, useEffect, useState } from 'react';
import { getPaymentSlip } from './paymentSlipApi';

export type SlipState =
  | { kind: 'loading' }
  | { kind: 'shown'; slip: PaymentSlipResponse }
  | { kind: 'failed'; error: unknown };

/** The slip of `transactionId`, read once (the account is the provider's, never cached here). */
export function useSlip(uuid: string, transactionId: string) {
  const [state, setState] = useState<SlipState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getPaymentSlip(uuid, transactionId).then(
      (slip) => {
        if (current) setState({ kind: 'shown', slip });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setState({ kind: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [uuid, transactionId, attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
