import { useEffect, useRef, useState } from 'react';
import { ShopLink } from '../../components/shopLink';
import { useT } from '../../lib/i18n/useT';
import type { ShopAddress } from '../../lib/returnToShop/shopAddress';
import { useLeaveForShop } from '../../lib/returnToShop/useLeaveForShop';
import { useSecondsLeft } from '../../lib/returnToShop/useSecondsLeft';

/**
 * Screen readers hear the countdown with the page and once more this many seconds before it
 * ends, not every second: a polite region that changed each second would drown the page out.
 */
const FINAL_ANNOUNCEMENT_S = 5;

interface BackToShopProps {
  uuid: string;
  address: ShopAddress;
  /** The link's returnUrlTimer. 0 (its default) means no automatic return, only the button. */
  timerSeconds: number;
}

/** After a success with a return link: the way back to the shop, counting down if asked to. */
export function BackToShop({ uuid, address, timerSeconds }: BackToShopProps) {
  const t = useT();
  const leave = useLeaveForShop(uuid, address);
  const counts = timerSeconds > 0;
  // The shopper may want to read or print the page first (WCAG 2.2.1: time limits adjustable).
  const [stopped, setStopped] = useState(false);
  const secondsLeft = useSecondsLeft(timerSeconds, counts && !stopped);
  const elapsed = counts && !stopped && secondsLeft === 0;
  const shopLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (elapsed) void leave();
  }, [elapsed, leave]);

  const stay = () => {
    setStopped(true);
    // The button disappears; keep the keyboard focus on the way back instead of losing it.
    shopLink.current?.focus();
  };

  const announcedSeconds =
    timerSeconds > FINAL_ANNOUNCEMENT_S && secondsLeft <= FINAL_ANNOUNCEMENT_S
      ? FINAL_ANNOUNCEMENT_S
      : timerSeconds;
  const state = stopped ? t('redirect.stopped') : elapsed ? t('redirect.leaving') : undefined;

  return (
    <div className="result__return">
      {counts ? (
        <p className="result__countdown">
          <span aria-hidden="true">
            {state ?? t('redirect.countdown', { seconds: secondsLeft })}
          </span>
          <span className="visually-hidden" role="status" aria-live="polite">
            {state ?? t('redirect.countdown', { seconds: announcedSeconds })}
          </span>
        </p>
      ) : null}
      <div className="result__actions">
        <ShopLink
          url={address.url}
          leave={leave}
          className="result__action result__action--primary"
          ref={shopLink}
        >
          {t('redirect.backToShop')}
        </ShopLink>
        {counts && !stopped && !elapsed ? (
          <button type="button" className="result__action result__action--secondary" onClick={stay}>
            {t('redirect.stay')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
