import { EXPIRED_REFUSAL_REASON } from '@paypage/contract/expiredPayment';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { WaitingForPayment } from '../../components/waitingForPayment';
import { formatDateTime } from '../../lib/format/formatDate';
import { useFormat } from '../../lib/format/useFormat';
import { useUiLocale } from '../../lib/i18n/useUiLocale';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { resultOfPayment } from '../../lib/payments/resultOfPayment';
import { usePastDeadline } from '../../lib/payments/usePastDeadline';
import { usePaymentOutcome } from '../../lib/payments/usePaymentOutcome';
import type { Account } from './account';
import { accountOf } from './account';
import { AccountDetails } from './accountDetails';
import { ExpiredAccount } from './expiredAccount';
import { useVirtualAccountT } from './virtualAccountTexts';

/**
 * After the deadline the page looks a little longer: the provider closes the account at its
 * deadline, and the first look after it brings the news that the link is open again.
 */
const LOOK_AFTER_DEADLINE_MS = 60_000;

const lookUntil = (dueDate: string | undefined) =>
  dueDate ? new Date(Date.parse(dueDate) + LOOK_AFTER_DEADLINE_MS).toISOString() : undefined;

interface IssuedAccountProps {
  transactionId: string;
  /** The account just issued; after a reload the payment's details bring it. */
  issued: Account | undefined;
}

/**
 * The issued account while it waits for the transfer: the details to pay with and a status line
 * that says the page checks by itself. The deposit leads to the success page; the deadline to
 * "expired", said at once, by the page's own clock if need be.
 */
export function IssuedAccount({ transactionId, issued }: IssuedAccountProps) {
  const t = useVirtualAccountT();
  const format = useFormat();
  const { tag } = useUiLocale();
  const { pathname } = useLocation();
  const link = usePaymentLink();
  // After a reload the deadline comes with the first answer; from then on the page asks until it.
  const [dueDate, setDueDate] = useState(issued?.dueDate);
  const outcome = usePaymentOutcome(link.uuid, transactionId, lookUntil(dueDate));
  const account =
    issued ??
    (outcome.kind === 'waiting' || outcome.kind === 'decided'
      ? accountOf(outcome.status.details)
      : undefined);
  if (account && dueDate !== account.dueDate) setDueDate(account.dueDate);
  const pastDeadline = usePastDeadline(account?.dueDate);

  // The address names no payment of this link (typed, or mangled): start again without it.
  if (outcome.kind === 'unknown') return <Navigate to={pathname} replace />;
  if (outcome.kind === 'decided') {
    const { status } = outcome;
    const expired = status.status === 'REFUSED' && status.refusalReason === EXPIRED_REFUSAL_REASON;
    if (!expired || !account) return <Navigate to={resultOfPayment(link.uuid, status)} replace />;
    return (
      <ExpiredAccount
        uuid={link.uuid}
        dueDate={account.dueDate}
        linkOpen={status.linkStatus === 'VALID'}
      />
    );
  }
  if (!account) {
    return (
      <p className="visually-hidden" role="status">
        {t('virtualAccount.loading')}
      </p>
    );
  }
  if (pastDeadline) {
    return <ExpiredAccount uuid={link.uuid} dueDate={account.dueDate} linkOpen={false} />;
  }
  return (
    <WaitingForPayment
      title={t('virtualAccount.issued.title')}
      instructions={
        <p>
          {t('virtualAccount.issued.instructions', {
            amount: format.amount(link.amount, link.currency),
            deadline: formatDateTime(account.dueDate, tag),
          })}
        </p>
      }
      outcome={outcome}
    >
      <AccountDetails account={account} amount={link.amount} currency={link.currency} />
    </WaitingForPayment>
  );
}
