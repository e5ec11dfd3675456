import type { CreditorResponse } from '@paypage/contract/methods/sepa';
import { useEffect, useState } from 'react';
import { isApiError } from '../../lib/api/apiError';
import { useReportLinkProblem } from '../../lib/paymentLink/linkProblemContext';
import { getCreditor } from './sepaApi';

export type CreditorState =
  | { kind: 'loading' }
  | { kind: 'ready'; creditor: CreditorResponse }
  /** The merchant collects no SEPA direct debits (no creditor identifier). */
  | { kind: 'none' };

const NOT_FOUND = 404;

/** The creditor the mandate text names (SPEC §7); another failure is SPEC §8's error page. */
export function useCreditor(merchantId: string): CreditorState {
  const reportProblem = useReportLinkProblem();
  const [state, setState] = useState<CreditorState>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    getCreditor(merchantId).then(
      (creditor) => current && setState({ kind: 'ready', creditor }),
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.status === NOT_FOUND) setState({ kind: 'none' });
        else reportProblem(error);
      },
    );
    return () => {
      current = false;
    };
  }, [merchantId, reportProblem]);
  return state;
}
