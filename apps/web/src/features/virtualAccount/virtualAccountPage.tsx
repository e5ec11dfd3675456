import './virtualAccount.css';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { acceptedTermsOf } from '../../lib/payments/acceptedTerms';
import { usePayOnce } from '../../lib/payments/usePayOnce';
import { resultPath } from '../../lib/results/resultQuery';
import type { Account } from './account';
import { IssuedAccount } from './issuedAccount';
import { OfferAccount } from './offerAccount';
import { issueVirtualAccount } from './virtualAccountApi';
import { useVirtualAccountT } from './virtualAccountTexts';

const TRANSACTION_ID = /^tx_[A-Za-z0-9_-]{8,64}$/;
const TRANSACTION_PARAM = 'transactionId';

/**
 * /uuid/{uuid}/virtualaccount (SPEC §2): the shopper asks for an account, transfers the exact
 * amount to it from any bank, and the page learns of the deposit by itself. The address then
 * names the payment, so a reload (or the link opened again) shows the same account; a link in
 * payment opened without it asks the service for the account still waiting.
 */
export function VirtualAccountPage() {
  const t = useVirtualAccountT();
  const link = usePaymentLink();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const named = query.get(TRANSACTION_PARAM) ?? '';
  const transactionId = TRANSACTION_ID.test(named) ? named : undefined;
  const [issued, setIssued] = useState<{ transactionId: string; account: Account }>();
  const { run, busy, terms } = usePayOnce(
    resultPath(link.uuid, { outcome: 'failure', variant: 'retry' }),
  );

  function issue() {
    return run(async (keyFor) => {
      const { transactionId: id, ...account } = await issueVirtualAccount(
        link.uuid,
        acceptedTermsOf(link),
        keyFor('account'),
      );
      setIssued({ transactionId: id, account });
      await navigate(
        { search: `?${TRANSACTION_PARAM}=${encodeURIComponent(id)}` },
        { replace: true },
      );
    });
  }

  const resuming = link.status === 'PROCESSING_PAYMENT' && !transactionId;
  const asked = useRef(false);
  useEffect(() => {
    if (!resuming || asked.current) return;
    asked.current = true;
    void issue();
  });

  if (transactionId) {
    const account = issued?.transactionId === transactionId ? issued.account : undefined;
    return <IssuedAccount key={transactionId} transactionId={transactionId} issued={account} />;
  }
  if (resuming) {
    return (
      <p className="visually-hidden" role="status">
        {t('virtualAccount.loading')}
      </p>
    );
  }
  return <OfferAccount busy={busy} terms={terms} onIssue={() => void issue()} />;
}
