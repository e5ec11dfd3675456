import type { CardAsset } from '@paypage/contract/assets';
import type { CardPaymentAsset } from '@paypage/contract/cardPayments';
import { isPageLanguage } from '@paypage/contract/languageTags';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { payByCard } from '../../lib/api/cardApi';
import { leavePage } from '../../lib/browser/leavePage';
import { useUiLocale } from '../../lib/i18n/useUiLocale';
import { deviceInformation } from '../../lib/card/deviceInformation';
import type { KeyFor } from '../../lib/payments/usePayOnce';
import { usePayOnce } from '../../lib/payments/usePayOnce';
import { chooseSavedAsset } from '../../lib/assets/chooseSavedAsset';
import { acceptedTermsOf } from '../../lib/payments/acceptedTerms';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { resultPath, VARIANT_PARAM } from '../../lib/results/resultQuery';
import { removeSavedPayment } from '../../lib/storage/savedPayments';
import { rememberCardHolder } from '../../lib/storage/visitMemory';
import type { PaidWith } from './cardPaymentSteps';
import { cardFailurePath, nextStepOf } from './cardPaymentSteps';
import type { SubmitResult } from './useCardForm';
import type { GatewayAddress } from './useGateway';

/** What the shopper is paying with when pressing the button. */
export type CardChoice =
  | { kind: 'new-card'; tokenise: () => Promise<SubmitResult> }
  | { kind: 'saved-card'; card: CardAsset; selectOnly: boolean };

export type PaymentProblem = 'invalid' | 'session-expired' | 'form-failed' | undefined;

/**
 * Pressing 'pay now' (lib/payments/usePayOnce: one payment at a time, one Idempotency-Key per
 * card, the loader, the leave prompt, the terms accepted first), then SPEC §4's next step.
 */
export function useCardPayment(uuid: string, gateway: GatewayAddress) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const link = usePaymentLink();
  const { language } = useUiLocale();
  const { run, busy, terms } = usePayOnce(cardFailurePath(uuid));
  const [problem, setProblem] = useState<PaymentProblem>(undefined);

  async function selectOnly(card: CardAsset) {
    const chosen = await chooseSavedAsset({
      assetType: 'CARD',
      paymentLinkId: uuid,
      id: card.id,
      data: { brand: card.brand, lastDigits: card.lastDigits },
    });
    // SPEC §4: the success page, with the query the page was opened with passed on.
    const query = new URLSearchParams(search);
    query.set(VARIANT_PARAM, 'card-selected');
    await navigate(`${resultPath(uuid, { outcome: 'success' })}?${query}`, { state: chosen });
  }

  async function payWith(asset: CardPaymentAsset, paidWith: PaidWith, keyFor: KeyFor) {
    const assetKey = 'id' in asset ? asset.id : asset.cardToken;
    const response = await payByCard(
      uuid,
      {
        payment: { asset },
        deviceInformation: deviceInformation(),
        // 3-D Secure's pages in the page's language, whichever the shopper reads it in.
        ...(isPageLanguage(language) ? { language } : {}),
        ...acceptedTermsOf(link),
      },
      keyFor(assetKey),
    );
    const step = nextStepOf(uuid, paidWith, response);
    if (step.kind === 'gateway') {
      // SPEC §4: the browser leaves for the gateway; the link is no longer this browser's to pay.
      removeSavedPayment(uuid);
      leavePage(gateway.url(step.path));
      return;
    }
    await navigate(step.path);
  }

  function pay(choice: CardChoice) {
    return run(async (keyFor) => {
      setProblem(undefined);
      if (choice.kind === 'saved-card') {
        if (choice.selectOnly) await selectOnly(choice.card);
        else await payWith({ type: 'CARD', id: choice.card.id }, 'saved-card', keyFor);
        return;
      }
      const result = await choice.tokenise();
      if (result.kind === 'tokenised') {
        if (result.holder) rememberCardHolder(uuid, result.holder);
        await payWith({ type: 'CARD', cardToken: result.cardToken }, 'new-card', keyFor);
      } else if (result.kind === 'invalid') {
        setProblem('invalid');
      } else {
        setProblem(result.reason === 'session-expired' ? 'session-expired' : 'form-failed');
      }
    });
  }

  return { pay, busy, problem, terms };
}
