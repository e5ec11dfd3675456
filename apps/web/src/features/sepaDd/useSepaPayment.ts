import type { SepaAsset } from '@paypage/contract/assets';
import { useLocation, useNavigate } from 'react-router';
import { chooseSavedAsset } from '../../lib/assets/chooseSavedAsset';
import { acceptedTermsOf } from '../../lib/payments/acceptedTerms';
import { usePayOnce } from '../../lib/payments/usePayOnce';
import type { KeyFor } from '../../lib/payments/usePayOnce';
import type { SuccessVariant } from '../../lib/results/resultQuery';
import { resultPath, VARIANT_PARAM } from '../../lib/results/resultQuery';
import { giveMandate, payBySepa } from './sepaApi';

/** What the shopper pays with when pressing the button. */
export type MandateChoice =
  | { kind: 'new'; accountHolder: string; iban: string }
  | { kind: 'saved'; mandate: SepaAsset; selectOnly: boolean };

interface PayingLink {
  uuid: string;
  merchantId: string;
  amount: number;
  termsAndConditionsUrl: string | null;
}

/**
 * Pressing the SEPA button (lib/payments/usePayOnce: one at a time, one Idempotency-Key per
 * mandate and per debit, the loader, the leave prompt, 409 → SPEC §8's page). A new mandate is
 * given first; the debit is PENDING when submitted, which SPEC §4 counts as success.
 */
export function useSepaPayment(link: PayingLink) {
  const { uuid, merchantId, amount } = link;
  const navigate = useNavigate();
  const { search } = useLocation();
  const { run, busy, terms } = usePayOnce(
    resultPath(uuid, { outcome: 'failure', variant: 'retry' }),
  );

  async function selectOnly(mandate: SepaAsset) {
    const chosen = await chooseSavedAsset({
      assetType: 'SEPA_DD',
      paymentLinkId: uuid,
      id: mandate.id,
      sepaData: { sepaMandateReference: mandate.sepaMandateReference, iban: mandate.iban },
    });
    // SPEC §4: the success page, with the query the page was opened with passed on.
    const query = new URLSearchParams(search);
    query.set(VARIANT_PARAM, 'mandate-selected');
    await navigate(`${resultPath(uuid, { outcome: 'success' })}?${query}`, { state: chosen });
  }

  async function debit(assetId: string, keyFor: KeyFor) {
    const response = await payBySepa(
      merchantId,
      {
        paymentLinkId: uuid,
        asset: { type: 'SEPA_DD', id: assetId },
        paymentMethod: 'SEPA_DD',
        ...acceptedTermsOf(link),
      },
      keyFor(`debit ${assetId}`),
    );
    const transaction = response.transactionId;
    if (response.status === 'REFUSED') {
      await navigate(resultPath(uuid, { outcome: 'failure', variant: 'retry', transaction }));
      return;
    }
    // Nothing to collect: the mandate was only authorised for later debits.
    const variant: SuccessVariant = amount === 0 ? 'mandate-created' : 'completed';
    await navigate(resultPath(uuid, { outcome: 'success', variant, transaction }));
  }

  function pay(choice: MandateChoice) {
    return run(async (keyFor) => {
      if (choice.kind === 'saved') {
        if (choice.selectOnly) await selectOnly(choice.mandate);
        else await debit(choice.mandate.id, keyFor);
        return;
      }
      const { accountHolder, iban } = choice;
      const mandate = await giveMandate(
        merchantId,
        { paymentLinkId: uuid, accountHolder, iban, mandateAccepted: true },
        keyFor(`mandate ${accountHolder} ${iban}`),
      );
      await debit(mandate.uuid, keyFor);
    });
  }

  return { pay, busy, terms };
}
