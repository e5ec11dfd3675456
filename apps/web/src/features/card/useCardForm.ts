import type { CardBrand } from '@paypage/contract/assets';
import { CARD_FORM_MESSAGE } from '@paypage/contract/cardPaymentConstants';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The form was still silent after this long: say so and offer to load it again. */
const CARD_FORM_LOAD_TIMEOUT_MS = 20_000;
/** Tokenising is one request to the gateway; past this the page stops waiting. */
const CARD_FORM_SUBMIT_TIMEOUT_MS = 30_000;

export type CardFormState = 'loading' | 'ready' | 'unavailable';

export type SubmitResult =
  | {
      kind: 'tokenised';
      cardToken: string;
      brand: CardBrand;
      lastDigits: string;
      /** The cardholder's name, when the form tells it (kept for a retry in this visit). */
      holder?: string;
    }
  | { kind: 'invalid' }
  | { kind: 'failed'; reason: 'session-expired' | 'error' };

interface FormMessage {
  type: string;
  height?: unknown;
  cardToken?: unknown;
  brand?: unknown;
  lastDigits?: unknown;
  holder?: unknown;
  reason?: unknown;
}

function resultOf(message: FormMessage): SubmitResult | undefined {
  switch (message.type) {
    case CARD_FORM_MESSAGE.tokenised:
      return typeof message.cardToken === 'string'
        ? {
            kind: 'tokenised',
            cardToken: message.cardToken,
            brand: message.brand as CardBrand,
            lastDigits: String(message.lastDigits),
            ...(typeof message.holder === 'string' ? { holder: message.holder } : {}),
          }
        : { kind: 'failed', reason: 'error' };
    case CARD_FORM_MESSAGE.invalid:
      return { kind: 'invalid' };
    case CARD_FORM_MESSAGE.failed:
      return {
        kind: 'failed',
        reason: message.reason === 'session-expired' ? 'session-expired' : 'error',
      };
    default:
      return undefined;
  }
}

/**
 * Talks to the gateway's hosted card form in its frame: only messages from that frame on the
 * gateway's origin count, and the page's messages (submit; the holder's name to fill in) go only
 * to that origin. The card number never comes this way; the form answers with a token.
 * `holder`: the cardholder's name typed earlier in this visit, handed to the form once it is
 * ready, so that "Try again" after a refusal does not ask for it again.
 */
export function useCardForm(gatewayOrigin: string, onSubmitRequested: () => void, holder?: string) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<CardFormState>('loading');
  const [height, setHeight] = useState<number | undefined>(undefined);
  const pending = useRef<((result: SubmitResult) => void) | undefined>(undefined);
  const askedToPay = useRef(onSubmitRequested);
  const knownHolder = useRef(holder);
  useEffect(() => {
    askedToPay.current = onSubmitRequested;
    knownHolder.current = holder;
  });

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== gatewayOrigin || event.source !== frame.current?.contentWindow) return;
      const message = event.data as FormMessage | null;
      if (typeof message?.type !== 'string') return;
      if (message.type === CARD_FORM_MESSAGE.ready || message.type === CARD_FORM_MESSAGE.resize) {
        if (typeof message.height === 'number' && message.height > 0) setHeight(message.height);
        if (message.type === CARD_FORM_MESSAGE.ready) {
          setState('ready');
          if (knownHolder.current) {
            frame.current?.contentWindow?.postMessage(
              { type: CARD_FORM_MESSAGE.prefill, holder: knownHolder.current },
              gatewayOrigin,
            );
          }
        }
        return;
      }
      if (message.type === CARD_FORM_MESSAGE.submitRequested) {
        askedToPay.current();
        return;
      }
      const result = resultOf(message);
      if (result && pending.current) {
        pending.current(result);
        pending.current = undefined;
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [gatewayOrigin]);

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = window.setTimeout(() => setState('unavailable'), CARD_FORM_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  /** Asks the form to check and tokenise what the shopper typed. */
  const submit = useCallback(
    () =>
      new Promise<SubmitResult>((resolve) => {
        const target = frame.current?.contentWindow;
        if (!target || state !== 'ready') {
          resolve({ kind: 'failed', reason: 'error' });
          return;
        }
        const timer = window.setTimeout(() => {
          pending.current = undefined;
          resolve({ kind: 'failed', reason: 'error' });
        }, CARD_FORM_SUBMIT_TIMEOUT_MS);
        pending.current = (result) => {
          window.clearTimeout(timer);
          resolve(result);
        };
        target.postMessage({ type: CARD_FORM_MESSAGE.submit }, gatewayOrigin);
      }),
    [gatewayOrigin, state],
  );

  /** A new session (or a retry) starts the form over. */
  const restart = useCallback(() => {
    setState('loading');
    setHeight(undefined);
  }, []);

  return { frame, state, height, submit, restart };
}
