import type { CardAsset } from '@paypage/contract/assets';
import type { CardPaymentAsset } from '@paypage/contract/cardPayments';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialogManager';
import { isConflict } from '../../lib/api/apiError';
import { payByCard } from '../../lib/api/cardApi';
import { sendAssetEvent } from '../../lib/api/savedAssetsApi';
import { leavePage } from '../../lib/browser/leavePage';
import { deviceInformation } from '../../lib/card/deviceInformation';
import { useReportLinkProblem } from '../../lib/paymentLink/linkProblemContext';
import { resultPath, VARIANT_PARAM } from '../../lib/results/resultQuery';
import { removeSavedPayment } from '../../lib/storage/savedPayments';
import type { PaidWith } from './cardPaymentSteps';
import { cardFailurePath, nextStepOf } from './cardPaymentSteps';
import { newIdempotencyKey } from './idempotencyKey';
import type { SubmitResult } from './useCardForm';
import type { GatewayAddress } from './useGateway';

/** What the shopper is paying with when pressing the button. */
export type CardChoice =
  | { kind: 'new-card'; tokenise: () => Promise<SubmitResult> }
  | { kind: 'saved-card'; card: CardAsset; selectOnly: boolean };

export type PaymentProblem = 'invalid' | 'session-expired' | 'form-failed' | undefined;

/**
 * Pressing 'pay now': one payment at a time (a second press, or Enter in the form meanwhile,
 * does nothing), one Idempotency-Key per card, the loader over the page, and a prompt if the
 * shopper tries to leave while the money moves. Then SPEC §4's next step.
 */
export function useCardPayment(uuid: string, gateway: GatewayAddress) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const dialogs = useDialogs();
  const reportLinkProblem = useReportLinkProblem();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PaymentProblem>(undefined);
  const inFlight = useRef(false);
  // The same card paid again (e.g. a retried request) reuses its key; the server answers from
  // its record instead of charging twice.
  const keys = useRef(new Map<string, string>());
  const keyFor = (asset: string) => {
    const known = keys.current.get(asset);
    if (known) return known;
    const key = newIdempotencyKey();
    keys.current.set(asset, key);
    return key;
  };

  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  const failed = useCallback(
    (error: unknown) => {
      console.error(error);
      if (isConflict(error)) reportLinkProblem(error);
      else void navigate(cardFailurePath(uuid));
    },
    [navigate, reportLinkProblem, uuid],
  );

  async function selectOnly(card: CardAsset) {
    await sendAssetEvent({
      assetType: 'CARD',
      paymentLinkId: uuid,
      id: card.id,
      data: { brand: card.brand, lastDigits: card.lastDigits },
    });
    // SPEC §4: the success page, with the query the page was opened with passed on.
    const query = new URLSearchParams(search);
    query.set(VARIANT_PARAM, 'card-selected');
    await navigate(`${resultPath(uuid, { outcome: 'success' })}?${query}`);
  }

  async function payWith(asset: CardPaymentAsset, paidWith: PaidWith) {
    const assetKey = 'id' in asset ? asset.id : asset.cardToken;
    const response = await payByCard(
      uuid,
      { payment: { asset }, deviceInformation: deviceInformation() },
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

  async function pay(choice: CardChoice) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(undefined);
    dialogs.open('loader');
    try {
      if (choice.kind === 'saved-card') {
        if (choice.selectOnly) await selectOnly(choice.card);
        else await payWith({ type: 'CARD', id: choice.card.id }, 'saved-card');
        return;
      }
      const result = await choice.tokenise();
      if (result.kind === 'tokenised') {
        await payWith({ type: 'CARD', cardToken: result.cardToken }, 'new-card');
      } else if (result.kind === 'invalid') {
        setProblem('invalid');
      } else {
        setProblem(result.reason === 'session-expired' ? 'session-expired' : 'form-failed');
      }
    } catch (error) {
      failed(error);
    } finally {
      dialogs.close('loader');
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { pay, busy, problem };
}
