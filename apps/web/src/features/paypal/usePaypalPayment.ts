import type { PaypalAsset } from '@paypage/contract/assets';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { chooseSavedAsset } from '../../lib/assets/chooseSavedAsset';
import { acceptedTermsOf } from '../../lib/payments/acceptedTerms';
import { usePayOnce } from '../../lib/payments/usePayOnce';
import { resultPath, VARIANT_PARAM } from '../../lib/results/resultQuery';
import { startPaypalPayment } from './paypalApi';
import { nextStepOf, paypalFailurePath } from './paypalOutcome';

/** What the shopper pays with: a saved account (billing agreement) or a PayPal login. */
export type PaypalChoice =
  { kind: 'new-account' } | { kind: 'saved-account'; account: PaypalAsset; selectOnly: boolean };

/**
 * Pressing the PayPal button (lib/payments/usePayOnce: one payment at a time, one
 * Idempotency-Key per account, the loader, the leave prompt). A saved account pays at once and
 * goes to the result; a new one answers where PayPal's approval page is (`redirectTo`), which
 * the page announces before leaving (SPEC §2's redirect notice).
 */
export function usePaypalPayment(link: PaymentLinkInfo, correlationId: string | undefined) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { run, busy, terms } = usePayOnce(paypalFailurePath(link.uuid));
  const [redirectTo, setRedirectTo] = useState<string>();

  async function selectOnly(account: PaypalAsset) {
    const chosen = await chooseSavedAsset({
      assetType: 'PAYPAL',
      paymentLinkId: link.uuid,
      id: account.id,
      paypalBillingData: {
        billingAgreementId: account.billingAgreementId,
        customerAccountId: account.customerAccountId,
      },
    });
    // SPEC §4: the success page, with the query the page was opened with passed on.
    const query = new URLSearchParams(search);
    query.set(VARIANT_PARAM, 'paypal-selected');
    await navigate(`${resultPath(link.uuid, { outcome: 'success' })}?${query}`, { state: chosen });
  }

  function pay(choice: PaypalChoice) {
    return run(async (keyFor) => {
      if (choice.kind === 'saved-account' && choice.selectOnly) {
        await selectOnly(choice.account);
        return;
      }
      const id = choice.kind === 'saved-account' ? choice.account.id : undefined;
      const response = await startPaypalPayment(
        link.merchantId,
        {
          asset: { type: 'PAYPAL', paymentLinkId: link.uuid, ...(id ? { id } : {}) },
          ...(correlationId ? { correlationId } : {}),
          ...acceptedTermsOf(link),
        },
        keyFor(id ?? 'new-account'),
      );
      const step = nextStepOf(link, response);
      if (step.kind === 'provider') setRedirectTo(step.path);
      else {
        const failed = paypalFailurePath(link.uuid, response.transactionId);
        await navigate(step.kind === 'page' ? step.path : failed);
      }
    });
  }

  return { pay, busy, redirectTo, terms };
}
