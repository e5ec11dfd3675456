import '../card.css';
import type {
  CardTransactionResponse,
  ThreeDSecureChallenge,
  ThreeDSecureResultBody,
} from '@paypage/contract/cardPayments';
import {
  CHALLENGE_WINDOW_SIZES,
  THREE_DS_MESSAGE,
  THREE_DS_METHOD_TIMEOUT_MS,
} from '@paypage/contract/cardPaymentConstants';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { continueThreeDSecure } from '../../../lib/api/cardApi';
import { useCardT } from '../cardTexts';
import { usePaymentLink } from '../../../lib/paymentLink/paymentLinkContext';
import { CARD_QUERY } from '../../../lib/card/challengeAddress';
import { cardFailurePath, nextStepOf } from '../cardPaymentSteps';
import type { PaidWith } from '../cardPaymentSteps';
import type { ChallengeWindowSize } from './threeDSecureData';
import {
  challengeWindowSizeFor,
  creqOf,
  decodeChallenge,
  decodeFingerprint,
  threeDSMethodDataOf,
} from './threeDSecureData';
import { useGateway } from '../useGateway';
import { PostedFrame, useFrameMessage } from './threeDSecureFrame';

type Continue = (body: ThreeDSecureResultBody) => void;

/** The bank looks at the device in a hidden frame; after 10 s the payment goes on without it. */
function DeviceCheck({ encoded, onDone }: { encoded: string; onDone: Continue }) {
  const t = useCardT();
  const link = usePaymentLink();
  const gateway = useGateway();
  const fingerprint = decodeFingerprint(encoded, gateway.origin);
  const done = useRef(false);
  const finish = (threeDSCompInd: 'Y' | 'N') => {
    if (done.current) return;
    done.current = true;
    onDone({ step: 'fingerprint', threeDSCompInd });
  };
  useFrameMessage(
    gateway.origin,
    THREE_DS_MESSAGE.methodCompleted,
    fingerprint?.threeDSServerTransID ?? '',
    () => finish('Y'),
    !!fingerprint,
  );
  useEffect(() => {
    const timer = window.setTimeout(() => finish('N'), THREE_DS_METHOD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
    // finish is stable in effect: it reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!fingerprint) return <Navigate to={cardFailurePath(link.uuid)} replace />;
  return (
    <>
      <p role="status">{t('card.challenge.checking')}</p>
      <PostedFrame
        action={fingerprint.threeDSMethodUrl}
        fields={{ threeDSMethodData: threeDSMethodDataOf(fingerprint) }}
        title={t('card.challenge.methodFrameTitle')}
        className="challenge__method-frame"
        hiddenFromShopper
      />
    </>
  );
}

/** The bank's own page in a frame sized for the screen, where the shopper confirms. */
function BankChallenge({
  challenge,
  onDone,
}: {
  challenge: ThreeDSecureChallenge;
  onDone: Continue;
}) {
  const t = useCardT();
  const gateway = useGateway();
  const room = useRef<HTMLDivElement>(null);
  const [windowSize, setWindowSize] = useState<ChallengeWindowSize | undefined>(undefined);
  const done = useRef(false);
  useLayoutEffect(() => {
    setWindowSize(challengeWindowSizeFor(room.current?.clientWidth ?? 0));
  }, []);
  useFrameMessage(
    gateway.origin,
    THREE_DS_MESSAGE.challengeCompleted,
    challenge.threeDSServerTransID,
    () => {
      if (done.current) return;
      done.current = true;
      onDone({ step: 'challenge' });
    },
  );
  const [width, height] = windowSize ? CHALLENGE_WINDOW_SIZES[windowSize] : [0, 0];
  return (
    <div ref={room}>
      <p>{t('card.challenge.instructions')}</p>
      {windowSize ? (
        <PostedFrame
          action={challenge.acsUrl}
          fields={{ creq: creqOf(challenge, windowSize) }}
          title={t('card.challenge.frameTitle')}
          className="challenge__frame"
          style={{ width: `${width}px`, height: `${height}px` }}
        />
      ) : null}
    </div>
  );
}

type Phase =
  | { kind: 'device-check'; encoded: string }
  | { kind: 'challenge'; challenge: ThreeDSecureChallenge }
  | { kind: 'asking' };

/**
 * /uuid/{uuid}/card-challenge (SPEC §2): 3-D Secure 2 for a card payment under way. The query
 * brings threeDSecure2Fingerprint (device check first) or threeDSecure2Challenge; after each
 * step the service says what comes next, until the payment has its outcome.
 */
function ThreeDSecure({ search }: { search: string }) {
  const t = useCardT();
  const link = usePaymentLink();
  const navigate = useNavigate();
  const gateway = useGateway();
  const query = new URLSearchParams(search);
  const transactionId = query.get(CARD_QUERY.transactionId);
  const paidWith: PaidWith = query.get(CARD_QUERY.savedCard) === 'true' ? 'saved-card' : 'new-card';
  const [phase, setPhase] = useState<Phase | undefined>(() => {
    const fingerprint = query.get(CARD_QUERY.fingerprint);
    if (fingerprint) return { kind: 'device-check', encoded: fingerprint };
    const challenge = decodeChallenge(query.get(CARD_QUERY.challenge), gateway.origin);
    return challenge ? { kind: 'challenge', challenge } : undefined;
  });

  function goOn(response: CardTransactionResponse) {
    const challenge =
      response.status === 'PENDING' ? response.asynchronous?.threeDSecure2Challenge : undefined;
    const decoded = challenge ? decodeChallenge(challenge, gateway.origin) : undefined;
    if (decoded) {
      setPhase({ kind: 'challenge', challenge: decoded });
      return;
    }
    const step = nextStepOf(link.uuid, paidWith, response);
    // A second fingerprint or a redirect after 3-D Secure is not a flow the service knows.
    const finished = step.kind === 'page' && !step.path.includes('/card-challenge?');
    const failed = cardFailurePath(link.uuid, response.transactionId);
    void navigate(finished ? step.path : failed, { replace: true });
  }

  function stepDone(body: ThreeDSecureResultBody) {
    if (!transactionId) return;
    setPhase({ kind: 'asking' });
    continueThreeDSecure(link.uuid, transactionId, body).then(goOn, (error: unknown) => {
      console.error(error);
      void navigate(cardFailurePath(link.uuid, transactionId), { replace: true });
    });
  }

  if (!phase || !transactionId) {
    // Data it cannot use: the result page reads how the payment really stands.
    return <Navigate to={cardFailurePath(link.uuid, transactionId ?? undefined)} replace />;
  }
  return (
    <section
      className="card card-page"
      aria-labelledby="card-challenge-title"
      aria-busy={phase.kind === 'asking'}
    >
      <h1 id="card-challenge-title" className="card-page__title">
        {t('card.challenge.title')}
      </h1>
      {phase.kind === 'device-check' ? (
        <DeviceCheck encoded={phase.encoded} onDone={stepDone} />
      ) : phase.kind === 'challenge' ? (
        <BankChallenge
          key={phase.challenge.acsTransID}
          challenge={phase.challenge}
          onDone={stepDone}
        />
      ) : (
        <p role="status">{t('card.challenge.checking')}</p>
      )}
      <p className="card-page__warning">{t('card.paying')}</p>
    </section>
  );
}

export function CardChallengePage() {
  const { search } = useLocation();
  // Another set of 3-D Secure data in the address starts over.
  return <ThreeDSecure key={search} search={search} />;
}
