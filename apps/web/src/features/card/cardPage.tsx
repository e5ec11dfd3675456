import './card.css';
import type { CardAsset } from '@paypage/contract/assets';
import { useEffect, useState } from 'react';
import { useDialogs } from '../../components/dialogs/dialogManager';
import { TermsGateLine } from '../../components/terms/termsGate';
import { deleteSavedAsset } from '../../lib/api/savedAssetsApi';
import { useReloadSavedAssets, useSavedAssets } from '../../lib/assets/savedAssetsContext';
import { useCardT } from './cardTexts';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { useFormat } from '../../lib/format/useFormat';
import { cardHolderOfVisit } from '../../lib/storage/visitMemory';
import { maskedNumberOf } from './cardBrands';
import { CardFormFrame } from './cardFormFrame';
import { transactionTypeOf } from './cardPaymentSteps';
import { payActionOf, PayButton } from './payButton';
import { NEW_CARD, SavedCardList } from './savedCardList';
import { useCardForm } from './useCardForm';
import type { CardChoice } from './useCardPayment';
import { useCardPayment } from './useCardPayment';
import { useCardSession } from './useCardSession';
import { useGateway } from './useGateway';

const PROBLEM_TEXTS = {
  invalid: 'card.form.invalid',
  'session-expired': 'card.form.sessionExpired',
  'form-failed': 'card.form.unavailable',
} as const;

/** SPEC §4: the first saved card is preselected; without one (or only expired ones), a new card. */
function firstChoice(cards: readonly CardAsset[]): string {
  return cards.find((card) => !card.expired)?.id ?? NEW_CARD;
}

/**
 * /uuid/{uuid}/card: the saved cards (select, add, delete), the gateway's card form in a frame,
 * and the button that pays, with the warning not to leave while it does (SPEC §2).
 */
export function CardPage() {
  const t = useCardT();
  const format = useFormat();
  const link = usePaymentLink();
  const gateway = useGateway();
  const cards = useSavedAssets().card;
  const reloadAssets = useReloadSavedAssets();
  const dialogs = useDialogs();
  const [chosen, setChosen] = useState(() => firstChoice(cards));
  const [deleteFailed, setDeleteFailed] = useState(false);
  // A deleted card leaves the list: the choice moves on to what is there now.
  const selectedCard = cards.find((card) => card.id === chosen && !card.expired);
  const choice = selectedCard ? chosen : chosen === NEW_CARD ? NEW_CARD : firstChoice(cards);
  const wantsNewCard = choice === NEW_CARD;

  const { session, renew } = useCardSession(link.uuid, wantsNewCard);
  const payment = useCardPayment(link.uuid, gateway);
  // The name typed before a refusal in this visit: the form starts with it (a retry).
  const [holder] = useState(() => cardHolderOfVisit(link.uuid));
  const form = useCardForm(gateway.origin, () => void pay(), holder);
  const transactionType = transactionTypeOf(link);
  const action = payActionOf({
    amount: link.amount,
    transactionType,
    savedCardSelected: !wantsNewCard,
  });

  async function pay() {
    const card = cards.find((saved) => saved.id === choice);
    const paying: CardChoice = card
      ? { kind: 'saved-card', card, selectOnly: action === 'select' }
      : { kind: 'new-card', tokenise: form.submit };
    await payment.pay(paying);
  }

  // The form's session ran out while the shopper typed: a new one, and the form starts over.
  const { restart } = form;
  useEffect(() => {
    if (payment.problem !== 'session-expired') return;
    restart();
    renew();
  }, [payment.problem, restart, renew]);

  function askToDelete(card: CardAsset) {
    setDeleteFailed(false);
    dialogs.open('confirm', {
      title: t('card.delete.title'),
      text: t('card.delete.text'),
      confirmLabel: t('card.delete.confirm'),
      details: [
        { label: t('card.delete.holder'), value: card.holder },
        { label: t('card.delete.number'), value: maskedNumberOf(card) },
        {
          label: t('card.delete.expiry'),
          value: format.monthYear(card.expiryMonth, card.expiryYear),
        },
      ],
      onConfirm: async () => {
        try {
          await deleteSavedAsset(link.uuid, card.id, 'CARD');
          await reloadAssets();
        } catch (error) {
          console.error(error);
          setDeleteFailed(true);
        }
      },
    });
  }

  const formSrc =
    session.kind === 'open'
      ? gateway.url(`/hosted/card-form?token=${encodeURIComponent(session.token)}`)
      : undefined;
  const formState = session.kind === 'failed' ? 'unavailable' : form.state;

  return (
    <section className="card card-page" aria-labelledby="card-page-title">
      <h1 id="card-page-title" className="card-page__title">
        {t('method.name.card')}
      </h1>
      {deleteFailed ? (
        <p className="card-page__problem" role="alert">
          {t('card.delete.failed')}
        </p>
      ) : null}
      {cards.length > 0 ? (
        <SavedCardList
          cards={cards}
          gateway={gateway}
          selected={choice}
          disabled={payment.busy}
          onSelect={setChosen}
          onDelete={askToDelete}
        />
      ) : null}
      {wantsNewCard ? (
        <CardFormFrame
          frame={form.frame}
          src={formSrc}
          state={formState}
          height={form.height}
          onRetry={() => {
            form.restart();
            renew();
          }}
        />
      ) : null}
      {payment.problem ? (
        <p className="card-page__problem" role="alert">
          {t(PROBLEM_TEXTS[payment.problem])}
        </p>
      ) : null}
      <TermsGateLine gate={payment.terms} />
      <div className="card-page__actions">
        <PayButton
          action={action}
          transactionType={transactionType}
          busy={payment.busy || (wantsNewCard && formState !== 'ready')}
          onPay={() => void pay()}
        />
        <p id="card-leave-warning" className="card-page__warning">
          {t('card.leaveWarning')}
        </p>
      </div>
    </section>
  );
}
