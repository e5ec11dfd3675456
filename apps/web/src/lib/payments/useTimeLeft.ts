import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '../returnToShop/useSecondsLeft';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Whole seconds until an ISO moment (a collect request's or a QR code's expiry), ticking every
 * second (SPEC §9) against the clock, so a throttled background tab is right when it comes back.
 * Undefined while there is no moment to count to.
 */
export function useTimeLeft(until: string | undefined): number | undefined {
  const deadline = until ? Date.parse(until) : Number.NaN;
  const [seen, setSeen] = useState<{ deadline: number; left: number }>();
  useEffect(() => {
    if (!Number.isFinite(deadline)) return;
    const look = () => {
      const left = secondsUntil(deadline);
      setSeen({ deadline, left });
      if (left === 0) clearInterval(timer);
    };
    const timer = setInterval(look, COUNTDOWN_TICK_MS);
    const first = setTimeout(look, 0);
    return () => {
      clearInterval(timer);
      clearTimeout(first);
    };
  }, [deadline]);
  return seen?.deadline === deadline ? seen.left : undefined;
}

/** 605 → "10:05": minutes and seconds, as a phone's timer writes them in every language. */
export function clockOf(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
