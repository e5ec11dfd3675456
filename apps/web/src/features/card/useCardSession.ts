import { useCallback, useEffect, useState } from 'react';
import { isConflict } from '../../lib/api/apiError';
import { openCardSession } from '../../lib/api/cardApi';
import { useUiLocale } from '../../lib/i18n/useUiLocale';
import { useReportLinkProblem } from '../../lib/paymentLink/linkProblemContext';

export type CardSessionState =
  { kind: 'none' } | { kind: 'opening' } | { kind: 'open'; token: string } | { kind: 'failed' };

type Answer = { kind: 'open'; token: string } | { kind: 'failed' };

/**
 * A session of the gateway's card form, opened only when the shopper needs the form (a saved
 * card needs none). A 409 means the link itself changed (paid or expired elsewhere): the shell
 * shows that instead of the page. The form speaks the page's language: another language picked
 * in the footer opens a form in that one.
 */
export function useCardSession(uuid: string, needed: boolean) {
  const reportLinkProblem = useReportLinkProblem();
  const { language } = useUiLocale();
  const [attempt, setAttempt] = useState(0);
  // Each answer knows which attempt it answers, so a late one never passes for the current one.
  const [answer, setAnswer] = useState<{ attempt: number; answer: Answer } | undefined>();

  useEffect(() => {
    if (!needed) return;
    let current = true;
    openCardSession(uuid, language).then(
      ({ token }) => current && setAnswer({ attempt, answer: { kind: 'open', token } }),
      (error: unknown) => {
        if (!current) return;
        if (isConflict(error)) reportLinkProblem(error);
        else setAnswer({ attempt, answer: { kind: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [uuid, language, needed, attempt, reportLinkProblem]);

  const session: CardSessionState = !needed
    ? { kind: 'none' }
    : answer?.attempt === attempt
      ? answer.answer
      : { kind: 'opening' };
  /** Another session: after a failure, or when the form says its session expired. */
  const renew = useCallback(() => setAttempt((count) => count + 1), []);
  return { session, renew };
}
