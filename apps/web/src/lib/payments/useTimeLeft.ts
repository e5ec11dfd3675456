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
  const [left, setLeft] = useState(() =>
    Number.isFinite(deadline) ? secondsUntil(deadline) : undefined,
  );
  useEffect(() => {
    if (!Number.isFinite(deadline)) return;
    setLeft(secondsUntil(deadline));
    const timer = setInterval(() => {
      const now = secondsUntil(deadline);
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  return Number.isFinite(deadline) ? left : undefined;
}

/** 605 → "10:05": minutes and seconds, as a phone's timer writes them in every language. */
export function clockOf(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
