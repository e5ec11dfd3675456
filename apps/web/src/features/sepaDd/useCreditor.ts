import type { CreditorResponse } from '@paypage/contract/methods/sepa';
import { useEffect, useState } from 'react';
import { isApiError } from '../../lib/api/apiError';
import { openingAnswer, readUnderWay } from '../../lib/api/openingReads';
import { useReportLinkProblem } from '../../lib/paymentLink/linkProblemContext';
import { creditorPath, getCreditor } from './sepaApi';

export type CreditorState =
  | { kind: 'loading' }
  | { kind: 'ready'; creditor: CreditorResponse }
  /** The merchant collects no SEPA direct debits (no creditor identifier). */
  | { kind: 'none' };

const NOT_FOUND = 404;

/**
 * The creditor the mandate text names (SPEC §7), at once when it was read before the first render
 * (sepaMethod's prepare); another failure is SPEC §8's error page.
 */
export function useCreditor(merchantId: string): CreditorState {
  const reportProblem = useReportLinkProblem();
  const [state, setState] = useState<CreditorState>(() => {
    const creditor = openingAnswer<CreditorResponse>(creditorPath(merchantId));
    return creditor ? { kind: 'ready', creditor } : { kind: 'loading' };
  });
  useEffect(() => {
    let current = true;
    const path = creditorPath(merchantId);
    const ready = (creditor: CreditorResponse) => {
      if (!current) return;
      setState((shown) =>
        shown.kind === 'ready' && shown.creditor === creditor ? shown : { kind: 'ready', creditor },
      );
    };
    const readHere = () =>
      getCreditor(merchantId).then(ready, (error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.status === NOT_FOUND) setState({ kind: 'none' });
        else reportProblem(error);
      });
    // Read before the page opened, or being read (the shopper chose SEPA on the landing page a
    // moment ago): taken, or awaited, not read twice.
    const read = readUnderWay(path) ?? Promise.resolve();
    void read.then(() => {
      const answer = openingAnswer<CreditorResponse>(path);
      if (answer) ready(answer);
      else if (current) void readHere();
    });
    return () => {
      current = false;
    };
  }, [merchantId, reportProblem]);
  return state;
}
