import type { RefObject } from 'react';
import { useCardT } from './cardTexts';
import type { CardFormState } from './useCardForm';

interface CardFormFrameProps {
  frame: RefObject<HTMLIFrameElement | null>;
  src: string | undefined;
  state: CardFormState;
  height: number | undefined;
  onRetry: () => void;
}

/**
 * The gateway's hosted card form, framed: the shopper types the card on the gateway's origin,
 * never on ours. The frame takes the height the form reports, so it never scrolls inside.
 */
export function CardFormFrame({ frame, src, state, height, onRetry }: CardFormFrameProps) {
  const t = useCardT();
  if (state === 'unavailable') {
    return (
      <div className="card-form-frame card-form-frame--unavailable" role="alert">
        <p>{t('card.form.unavailable')}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('card.form.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="card-form-frame" aria-busy={state === 'loading'}>
      {state === 'loading' ? (
        <p className="card-form-frame__loading" role="status">
          {t('card.form.loading')}
        </p>
      ) : null}
      {src ? (
        <iframe
          ref={frame}
          key={src}
          src={src}
          title={t('card.form.title')}
          // Laid out but unseen while loading (not display:none), so the form can measure itself.
          className={`card-form-frame__frame${state === 'loading' ? ' card-form-frame__frame--loading' : ''}`}
          style={height ? { height: `${height}px` } : undefined}
          // The form needs its own origin's scripts and same-origin fetch to the gateway; no
          // top navigation, no popups.
          sandbox="allow-scripts allow-same-origin allow-forms"
          referrerPolicy="no-referrer"
        />
      ) : null}
    </div>
  );
}
